import { describe, expect, it } from 'vitest';
import { isUnreachable } from './smtp-failure.ts';

describe('isUnreachable', () => {
  it('tells a mail server that cannot be reached from one that refuses the message', () => {
    const error = (code: string, responseCode?: number) => Object.assign(new Error(code), { code, responseCode });
    for (const code of ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'ENOTFOUND']) {
      expect(isUnreachable(error(code))).toBe(true);
    }
    // An SMTP reply: the server is there.
    expect(isUnreachable(error('EENVELOPE', 550))).toBe(false);
    expect(isUnreachable(error('EPROTOCOL', 421))).toBe(false);
    expect(isUnreachable(error('ECONNECTION', 421))).toBe(false);
    expect(isUnreachable(error('EAUTH', 535))).toBe(false);
    expect(isUnreachable(error('EMESSAGE'))).toBe(false);
    expect(isUnreachable('ECONNREFUSED')).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});
