// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { subscribeErrorMessage } from './subscribe-error-message';

describe('subscribe error message', () => {
  it('warns about a duplicate (23505)', () => {
    expect(subscribeErrorMessage({ code: '23505', status: 409 })).toEqual({ tone: 'warning', message: 'This email is already subscribed' });
  });

  it.each([[{ code: '42P01', status: 404 }], [{ code: 'PGRST205', status: 404 }], [{ status: 404 }]])(
    'reports a missing table as unavailable: %j',
    (failure) => {
      expect(subscribeErrorMessage(failure)).toEqual({
        tone: 'error',
        message: 'Email subscription is temporarily unavailable. Please try again later.',
      });
    },
  );

  it.each([[{ code: '23514', status: 400 }], [{ status: 500 }], [{ code: 'PGRST301', status: 404 }], [{}]])(
    'reports anything else as a failure: %j',
    (failure) => {
      expect(subscribeErrorMessage(failure)).toEqual({ tone: 'error', message: 'Failed to subscribe. Please try again.' });
    },
  );
});
