/**
 * How every operator page reads a failed backend call: the reason it shows, and whether the
 * failure means the server has ended the session. PostgREST errors carry `code` and the HTTP
 * `status`; storage-js errors carry the logical status as the string `statusCode` (the HTTP status
 * is 400 for every client error); supabase-js reports a network failure as status 0.
 */
export const failureReasons = {
  unreachable: 'the server could not be reached. Check your connection and try again.',
  notAllowed: 'this account is not allowed to do that. Sign in with an operator account.',
  unknown: 'something went wrong. Please try again.',
};

export interface ErrorShape {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  statusCode?: unknown;
  code?: unknown;
}

/** The fields Supabase's errors may carry, read from anything thrown. */
export function shapeOf(error: unknown): ErrorShape {
  return typeof error === 'object' && error !== null ? (error as ErrorShape) : {};
}

const networkFailureNames = new Set(['TypeError', 'AuthRetryableFetchError', 'StorageUnknownError']);

export function isNetworkFailure(error: unknown): boolean {
  const shape = shapeOf(error);
  return (
    shape.status === 0 ||
    (typeof shape.name === 'string' && networkFailureNames.has(shape.name)) ||
    (typeof shape.message === 'string' && /failed to fetch|networkerror|load failed/i.test(shape.message))
  );
}

/** The logical status: Storage's `statusCode` when there is one, else the HTTP status. */
function statusOf(shape: ErrorShape): number | undefined {
  if (shape.statusCode !== undefined && shape.statusCode !== null && shape.statusCode !== '') return Number(shape.statusCode);
  return typeof shape.status === 'number' ? shape.status : undefined;
}

/**
 * What the operator reads after "We could not …: " or "Upload failed: ". A page gives its own words
 * for the statuses it knows (`byStatus`); a server's message becomes a sentence.
 */
export function failureReason(error: unknown, byStatus: Readonly<Record<number, string>> = {}): string {
  const shape = shapeOf(error);
  if (isNetworkFailure(shape)) return failureReasons.unreachable;
  const status = statusOf(shape);
  const own = status === undefined ? undefined : byStatus[status];
  if (own) return own;
  if (status === 403 || shape.code === '42501') return failureReasons.notAllowed;
  if (typeof shape.message === 'string' && shape.message) return shape.message.endsWith('.') ? shape.message : `${shape.message}.`;
  return failureReasons.unknown;
}

const sessionRejectedCodes = new Set(['PGRST301', 'PGRST302', 'PGRST303', 'InvalidJWT']);

/**
 * The server no longer accepts the operator's token: PostgREST answers 401 with `PGRST301`
 * (PostgREST 12; 13 says `PGRST303` for an expired one); Storage answers 400 with a message naming
 * the JWT ("jwt expired"), and newer versions with the code `InvalidJWT`, which storage-js passes
 * on. A 403 is a refusal of the account, not of the session.
 */
export function isSessionRejected(error: unknown): boolean {
  const shape = shapeOf(error);
  if (shape.status === 401) return true;
  if (typeof shape.code === 'string' && sessionRejectedCodes.has(shape.code)) return true;
  return typeof shape.message === 'string' && /jwt expired|invalid jwt|jwt.*(invalid|malformed)/i.test(shape.message);
}

/** A query's retry rule: up to `times` more tries for what the network may cure, none for a refused session. */
export function retryUnlessSessionRejected(times: number) {
  return (failureCount: number, error: unknown): boolean => failureCount < times && !isSessionRejected(error);
}
