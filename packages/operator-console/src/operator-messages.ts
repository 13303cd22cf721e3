import { isNetworkFailure, shapeOf } from './request-failure';

/** Every text the operators' sign-in shows, and the mapping of Supabase Auth's errors. */
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

export function signInFailureMessage(error: unknown): string {
  const shape = shapeOf(error);
  if (shape.code === 'invalid_credentials' || shape.code === 'invalid_grant') return signInMessages.wrongCredentials;
  if (isNetworkFailure(shape)) return signInMessages.unreachable;
  if (shape.status === 429 || shape.code === 'over_request_rate_limit') return signInMessages.tooManyAttempts;
  return signInMessages.other(typeof shape.message === 'string' && shape.message ? shape.message : 'please try again.');
}
