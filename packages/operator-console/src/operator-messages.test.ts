// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { signInFailureMessage } from './operator-messages';

describe('operator messages', () => {
  it('explains sign-in failures', () => {
    expect(
      signInFailureMessage({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }),
    ).toBe('The e-mail or password is not correct. Check them and try again.');
    expect(signInFailureMessage({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toBe(
      'We could not reach the sign-in service. Check your connection and try again.',
    );
    expect(signInFailureMessage({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' })).toBe(
      'Too many sign-in attempts. Wait a minute and try again.',
    );
    expect(signInFailureMessage({ name: 'AuthApiError', status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })).toBe(
      'Sign-in failed: Email not confirmed',
    );
  });
});
