/** The feed client's errors, with their exact messages (docs/product.md, "Messages"). */
const feedErrorMessages = {
  httpFailure: (status: number) => `Failed to fetch Medium posts: ${status}`,
  invalidResponse: 'Invalid response from Medium RSS feed',
  unknown: 'Unknown error fetching articles',
} as const;

export type FeedErrorKind = 'http' | 'invalid-response' | 'timeout' | 'unknown';

export class FeedError extends Error {
  override readonly name = 'FeedError';

  constructor(
    readonly kind: FeedErrorKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function httpFailure(status: number): FeedError {
  return new FeedError('http', feedErrorMessages.httpFailure(status), status);
}

export function invalidResponse(): FeedError {
  return new FeedError('invalid-response', feedErrorMessages.invalidResponse);
}

export function timedOut(): FeedError {
  return new FeedError('timeout', feedErrorMessages.unknown);
}

/** Anything that is not already a FeedError becomes 'Unknown error fetching articles'. */
export function toFeedError(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  return new FeedError('unknown', feedErrorMessages.unknown, undefined, { cause: error });
}

/**
 * Whether another attempt may succeed: a server error, a dropped connection or a garbled body may,
 * but a refused feed URL (4xx), a proxy answering 'error' or a request that already waited the
 * whole timeout will not, and the visitor should see the fallback at once instead of after backoff.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof FeedError)) return true;
  switch (error.kind) {
    case 'http':
      return error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429;
    case 'invalid-response':
    case 'timeout':
      return false;
    case 'unknown':
      return true;
  }
}
