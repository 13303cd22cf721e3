import { afterEach, expect, it, vi } from 'vitest';
import { whenNothingBusy } from './when-nothing-busy';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function busyPart() {
  const part = document.createElement('div');
  part.setAttribute('aria-busy', 'true');
  document.body.append(part);
  return part;
}

it('resolves at once when nothing is loading', async () => {
  document.body.append(document.createElement('p'));
  await expect(whenNothingBusy(document.body, 1000)).resolves.toBeUndefined();
});

it('resolves when the last busy part settles, and callers waiting together share one wait', async () => {
  const first = busyPart();
  const second = busyPart();
  const settled = vi.fn();
  const wait = whenNothingBusy(document.body, 60_000);
  expect(whenNothingBusy(document.body, 60_000)).toBe(wait);
  void wait.then(settled);

  first.setAttribute('aria-busy', 'false');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(settled).not.toHaveBeenCalled();

  second.remove();
  await wait;
  expect(settled).toHaveBeenCalledOnce();
});

it('gives up waiting after the cap', async () => {
  vi.useFakeTimers();
  busyPart();
  const settled = vi.fn();
  void whenNothingBusy(document.body, 3000).then(settled);
  await vi.advanceTimersByTimeAsync(2999);
  expect(settled).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toHaveBeenCalledOnce();
});
