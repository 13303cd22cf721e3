// Vite's `?raw` suffix imports a file's text (the Foundations pages read tokens.css this way).
declare module '*?raw' {
  const text: string;
  export default text;
}
