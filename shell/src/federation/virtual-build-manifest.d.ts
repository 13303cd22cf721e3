// What the shell was built with (packages/vite-config/src/build-manifest.ts).
declare module 'virtual:build-manifest' {
  const manifest: import('@staycompliant/version-skew').BuildFacts;
  export default manifest;
}
