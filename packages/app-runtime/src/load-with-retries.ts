import { isVersionSkew } from '@staycompliant/version-skew/runtime';
import { TimeoutError, withTimeout } from './with-timeout';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Wait before the second attempt; each later wait doubles. */
  firstDelayMs: number;
  /** Every attempt and wait together end within this long. */
  deadlineMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `load` until it resolves, at most `policy.attempts` times, with a doubling wait between
 * attempts, all within one deadline. A load that times out is not tried again: the deadline is spent;
 * nor is a remote the host refuses for its versions: another try gets the same answer.
 */
export async function loadWithRetries<T>(load: () => Promise<T>, policy: RetryPolicy, what: string): Promise<T> {
  const deadline = Date.now() + policy.deadlineMs;
  let lastError: unknown = new TimeoutError(what, policy.deadlineMs);
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    if (attempt > 0) {
      const wait = policy.firstDelayMs * 2 ** (attempt - 1);
      if (Date.now() + wait >= deadline) break;
      await sleep(wait);
    }
    try {
      return await withTimeout(load(), deadline - Date.now(), what);
    } catch (error) {
      lastError = error;
      if (error instanceof TimeoutError || isVersionSkew(error)) break;
    }
  }
  throw lastError;
}
