/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// jsdom ships no types. @types/jsdom would be what vitest's own types import for 'jsdom' in every
// package of the workspace, bringing the DOM's types into each one's type check; the server's tests
// use this much of it, and only they see the DOM's types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
