import type { RetryPolicy } from './load-with-retries';

/** Every load of code gives up after this long and offers a retry. */
export const remoteLoadTimeoutMs = 8000;
/**
 * Automatic attempts of one load (a dropped connection, a deploy in progress) before the failure
 * shows; after that only Retry, or coming back to the part, loads it again.
 */
export const remoteLoadAttempts = 3;
const firstRetryDelayMs = 500;

/** The bounded retries of every remote module and lazy part (docs/architecture/apps-and-federation.md, "The runtime manifest and loading a remote"). */
export function codeLoadPolicy(deadlineMs = remoteLoadTimeoutMs): RetryPolicy {
  return { attempts: remoteLoadAttempts, firstDelayMs: firstRetryDelayMs, deadlineMs };
}
