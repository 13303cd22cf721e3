import { expect, it, vi } from 'vitest';
import { whenUrlChanges } from './url-changes';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

it('resolves when the router writes another URL, and not when it writes the same one (scroll positions)', async () => {
  const change = whenUrlChanges();
  history.replaceState({ scroll: 1 }, '', location.href);
  expect(await settled(change)).toBe(false);
  history.pushState(null, '', '/pricing?tab=legal');
  expect(await settled(change)).toBe(true);
  expect(location.pathname).toBe('/pricing');
});

it('resolves at once once the URL has changed: a part that asks late still loads', async () => {
  expect(await settled(whenUrlChanges())).toBe(true);
});

it('resolves on Back or Forward', async () => {
  vi.resetModules();
  const fresh = await import('./url-changes');
  const change = fresh.whenUrlChanges();
  expect(await settled(change)).toBe(false);
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(await settled(change)).toBe(true);
});
