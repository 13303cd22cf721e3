import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { holdPrerenderedPage, revealLivePage } from './prerendered-page';

let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

beforeEach(() => {
  document.body.innerHTML = '<div id="root" data-prerendered><main><a href="/pricing">Pricing</a></main></div>';
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  frames = [];
});

test('a page that was not prerendered is rendered into its container as it is', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const container = document.getElementById('root')!;
  expect(holdPrerenderedPage(container)).toBe(container);
  expect(container.getAttribute('style')).toBeNull();
});

test('the live tree is not rendered while the app builds it, then laid out out of sight for a frame, then shown in place of the copy', async () => {
  const root = holdPrerenderedPage(document.getElementById('root')!);
  const snapshot = document.getElementById('prerendered-page')!;
  expect(snapshot.textContent).toBe('Pricing');
  expect(root.style.display).toBe('none');

  root.innerHTML = '<main><a href="/pricing">Pricing</a></main>';
  await revealLivePage();
  expect(root.style.display).toBe('');
  expect(root.style.visibility).toBe('hidden');
  expect(document.getElementById('prerendered-page')).not.toBeNull();

  runFrame();
  expect(root.style.visibility).toBe('hidden');
  expect(document.getElementById('prerendered-page')).not.toBeNull();

  runFrame();
  expect(root.getAttribute('style')).toBeNull();
  expect(document.getElementById('prerendered-page')).toBeNull();
  expect(document.getElementById('root')).toBe(root);
});

test('the copy stays while something in the live page is still loading', async () => {
  const root = holdPrerenderedPage(document.getElementById('root')!);
  root.innerHTML = '<main aria-busy="true"></main>';
  const revealed = revealLivePage();
  await Promise.resolve();
  expect(root.style.display).toBe('none');

  root.firstElementChild!.setAttribute('aria-busy', 'false');
  await revealed;
  runFrame();
  runFrame();
  expect(document.getElementById('prerendered-page')).toBeNull();
});
