import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSettleMs, whenPageIdle } from './when-page-idle';

let idleCallbacks: IdleRequestCallback[];

beforeEach(() => {
  vi.useFakeTimers();
  idleCallbacks = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const runIdleCallbacks = () => {
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
};

describe('whenPageIdle', () => {
  it('runs the work in idle time once the loaded page has had its settling time to itself', () => {
    const work = vi.fn();
    whenPageIdle(work);
    vi.advanceTimersByTime(pageSettleMs - 1);
    runIdleCallbacks();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    runIdleCallbacks();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event of a page still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const work = vi.fn();
    whenPageIdle(work);
    vi.advanceTimersByTime(pageSettleMs * 2);
    runIdleCallbacks();
    expect(work).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(pageSettleMs);
    runIdleCallbacks();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = whenPageIdle(work);
    vi.advanceTimersByTime(pageSettleMs / 2);
    cancel();
    vi.advanceTimersByTime(pageSettleMs);
    runIdleCallbacks();
    expect(work).not.toHaveBeenCalled();
  });
});
