// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { failureReason, isSessionRejected, retryUnlessSessionRejected } from './request-failure';

const unreachable = 'the server could not be reached. Check your connection and try again.';

describe('failureReason', () => {
  it('says the server could not be reached for every shape of network failure', () => {
    expect(failureReason(new TypeError('Failed to fetch'))).toBe(unreachable);
    expect(failureReason({ message: 'NetworkError when attempting to fetch resource.' })).toBe(unreachable);
    expect(failureReason({ message: 'TypeError: Load failed', code: '', status: 0 })).toBe(unreachable);
    expect(failureReason({ name: 'StorageUnknownError', message: 'Unexpected token <' })).toBe(unreachable);
    expect(failureReason({ name: 'AuthRetryableFetchError', status: 0 })).toBe(unreachable);
  });

  it("refuses the account on 403 or PostgREST's 42501, unless the page has its own words", () => {
    expect(failureReason({ code: '42501', message: 'permission denied for table contact_submissions', status: 403 })).toBe(
      'this account is not allowed to do that. Sign in with an operator account.',
    );
    const storageRefusal = {
      name: 'StorageApiError',
      statusCode: '403',
      status: 400,
      message: 'new row violates row-level security policy',
    };
    expect(failureReason(storageRefusal)).toBe('this account is not allowed to do that. Sign in with an operator account.');
    expect(failureReason(storageRefusal, { 403: 'you may not change logos.' })).toBe('you may not change logos.');
  });

  it("reads Storage's statusCode before the HTTP status", () => {
    expect(failureReason({ statusCode: '413', status: 400, message: 'too big' }, { 413: 'the file is too large.', 400: 'bad.' })).toBe(
      'the file is too large.',
    );
  });

  it("makes the server's own message a sentence, and says something went wrong when there is none", () => {
    expect(failureReason({ statusCode: '400', status: 400, message: 'Invalid key: x' })).toBe('Invalid key: x.');
    expect(failureReason(new Error('The server sent no data.'))).toBe('The server sent no data.');
    expect(failureReason('weird')).toBe('something went wrong. Please try again.');
  });
});

describe('isSessionRejected', () => {
  it('knows a rejected or expired token from other failures', () => {
    expect(isSessionRejected({ code: 'PGRST301', message: 'JWT expired' })).toBe(true);
    expect(isSessionRejected({ code: 'PGRST303', message: 'JWT expired' })).toBe(true);
    expect(isSessionRejected({ message: 'JWT expired' })).toBe(true);
    expect(isSessionRejected({ code: '42501', message: 'permission denied', status: 401 })).toBe(true);
    expect(isSessionRejected({ name: 'StorageApiError', statusCode: '403', status: 400, message: 'jwt expired' })).toBe(true);
    const newerStorage = {
      name: 'StorageApiError',
      statusCode: '400',
      status: 400,
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    };
    expect(isSessionRejected(newerStorage)).toBe(true);
    expect(isSessionRejected({ code: '42501', message: 'permission denied for table contact_submissions', status: 403 })).toBe(false);
    expect(isSessionRejected({ name: 'StorageApiError', statusCode: '403', message: 'new row violates row-level security policy' })).toBe(
      false,
    );
    expect(isSessionRejected(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('retries what the network may cure, never a refused session', () => {
    const retry = retryUnlessSessionRejected(2);
    const offline = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((count) => retry(count, offline))).toEqual([true, true, false]);
    expect(retry(0, { status: 401, message: 'JWT expired' })).toBe(false);
  });
});
