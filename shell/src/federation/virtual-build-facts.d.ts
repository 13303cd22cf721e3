// What the shell was built with (packages/vite-config/src/build-facts.ts).
declare module 'virtual:build-facts' {
  const facts: import('@staycompliant/version-skew').BuildFacts;
  export default facts;
}
