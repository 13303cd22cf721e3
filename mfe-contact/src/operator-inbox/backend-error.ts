import { isSessionRejected } from '@staycompliant/operator-console';

/** A failed request with what supabase-js reports: PostgREST's code and message, and the HTTP status. */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

interface Answer<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
  status: number;
}

/** The answer's data, or a BackendError carrying its code and status. */
export function dataOf<T>(answer: Answer<T>): T {
  if (answer.error) throw new BackendError(answer.error.message, answer.error.code, answer.status);
  if (answer.data === null) throw new BackendError('The server sent no data.', undefined, answer.status);
  return answer.data;
}

export function isRejectedSession(error: unknown): boolean {
  return isSessionRejected(error, error instanceof BackendError ? error.status : undefined);
}

/** Retries a failure the network may cure, never a refused session (the sign-in form answers that). */
export function retryUnlessRejected(failureCount: number, error: unknown): boolean {
  return !isRejectedSession(error) && failureCount < 2;
}

/** What the operator reads when a request fails, after "We could not …". */
export function failureReason(error: unknown): string {
  if (error instanceof BackendError && error.status === 0) return 'the server could not be reached. Check your connection and try again.';
  if (error instanceof TypeError || (error instanceof Error && /failed to fetch|networkerror|load failed/i.test(error.message))) {
    return 'the server could not be reached. Check your connection and try again.';
  }
  if (error instanceof BackendError && (error.status === 403 || error.code === '42501')) {
    return 'this account is not allowed to do that. Sign in with an operator account.';
  }
  return error instanceof Error && error.message ? error.message : 'something went wrong. Please try again.';
}
