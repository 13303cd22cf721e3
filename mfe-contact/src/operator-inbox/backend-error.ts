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
