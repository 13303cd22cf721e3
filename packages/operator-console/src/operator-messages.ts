/** Every text the operators' sign-in shows, and the mapping of Supabase Auth and PostgREST errors. */
export const operatorMessages = {
  notAnOperator:
    "This account is not an operator account, so it cannot use the operators' pages. Sign out and sign in with an operator account, or ask an administrator for access.",
  signOutFailed: 'We could not sign you out. Please try again.',
  sessionExpired: 'Your session has expired. Sign in again to carry on: what you typed is kept.',
};

export const signInMessages = {
  emailRequired: 'Enter your e-mail address.',
  passwordRequired: 'Enter your password.',
  wrongCredentials: 'The e-mail or password is not correct. Check them and try again.',
  unreachable: 'We could not reach the sign-in service. Check your connection and try again.',
  tooManyAttempts: 'Too many sign-in attempts. Wait a minute and try again.',
  other: (message: string) => `Sign-in failed: ${message}`,
};

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  code?: unknown;
}

function shapeOf(error: unknown): ErrorShape {
  return typeof error === 'object' && error !== null ? (error as ErrorShape) : {};
}

export function isNetworkFailure(error: unknown): boolean {
  const shape = shapeOf(error);
  return (
    shape.name === 'AuthRetryableFetchError' ||
    shape.name === 'TypeError' ||
    (typeof shape.message === 'string' && /failed to fetch|networkerror|load failed/i.test(shape.message))
  );
}

export function signInFailureMessage(error: unknown): string {
  const shape = shapeOf(error);
  if (shape.code === 'invalid_credentials' || shape.code === 'invalid_grant') return signInMessages.wrongCredentials;
  if (isNetworkFailure(shape) || shape.status === 0) return signInMessages.unreachable;
  if (shape.status === 429 || shape.code === 'over_request_rate_limit') return signInMessages.tooManyAttempts;
  return signInMessages.other(typeof shape.message === 'string' && shape.message ? shape.message : 'please try again.');
}

/**
 * PostgREST's answer to a token it no longer accepts: 401 with `PGRST301` (PostgREST 12; 13 says
 * `PGRST303` for an expired one) or a message naming the JWT. supabase-js puts the code and message
 * on the error it returns; the HTTP status is on the response beside it.
 */
export function isSessionRejected(error: unknown, status?: number): boolean {
  const shape = shapeOf(error);
  if (status === 401) return true;
  if (shape.code === 'PGRST301' || shape.code === 'PGRST302' || shape.code === 'PGRST303') return true;
  return typeof shape.message === 'string' && /jwt expired|invalid jwt|jwt.*(invalid|malformed)/i.test(shape.message);
}
