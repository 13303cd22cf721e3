import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom lacks the layout APIs that Radix's checkbox, popper and select call.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// (Server-rendering tests run in node, without a DOM.)
if (typeof Element !== 'undefined') {
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
