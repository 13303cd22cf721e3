import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DailySalt, hmacKeyOfSalt, saltCandidate, visitorKey } from './visitor-key.ts';

const salt = 'ab'.repeat(32);

describe('visitorKey', () => {
  it('is hex(HMAC-SHA256(salt, site \\n ip \\n user agent)), as the contract gives it', async () => {
    const expected = createHmac('sha256', Buffer.from(salt, 'hex')).update('127.0.0.1:4173\n203.0.113.9\nMozilla/5.0 Test').digest('hex');
    expect(await visitorKey(await hmacKeyOfSalt(salt), '127.0.0.1:4173', '203.0.113.9', 'Mozilla/5.0 Test')).toBe(expected);
  });

  it('changes with the salt, the site, the address and the user agent', async () => {
    const key = await hmacKeyOfSalt(salt);
    const base = await visitorKey(key, 's', '1.1.1.1', 'ua');
    const others = await Promise.all([
      visitorKey(await hmacKeyOfSalt('cd'.repeat(32)), 's', '1.1.1.1', 'ua'),
      visitorKey(key, 't', '1.1.1.1', 'ua'),
      visitorKey(key, 's', '1.1.1.2', 'ua'),
      visitorKey(key, 's', '1.1.1.1', 'ub'),
    ]);
    expect(new Set([base, ...others]).size).toBe(5);
  });
});

describe('DailySalt', () => {
  it('offers 32 random bytes, asks once a UTC day (or after maxAge), and shares one request', async () => {
    const candidates: string[] = [];
    let now = Date.parse('2026-11-27T23:59:00Z');
    const salt = new DailySalt({
      fetchSalt: async (candidate) => {
        candidates.push(candidate);
        return candidate;
      },
      now: () => now,
      maxAgeMs: 10 * 60_000,
    });
    const [one, two] = await Promise.all([salt.key(), salt.key()]);
    expect(one).toBe(two);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatch(/^[0-9a-f]{64}$/);
    now += 30_000;
    expect(await salt.key()).toBe(one);
    now = Date.parse('2026-11-28T00:00:01Z');
    expect(await salt.key()).not.toBe(one);
    now += 11 * 60_000;
    await salt.key();
    expect(candidates).toHaveLength(3);
    expect(new Set(candidates).size).toBe(3);
    expect(saltCandidate()).not.toBe(saltCandidate());
  });

  it("asks again after a failed first request, and keeps the day's salt when a later refresh fails", async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    let failing = true;
    const salt = new DailySalt({
      fetchSalt: async () => {
        if (failing) throw new Error('database down');
        return salt1;
      },
      now: () => now,
      maxAgeMs: 60_000,
    });
    const salt1 = 'ef'.repeat(32);
    await expect(salt.key()).rejects.toThrow('database down');
    failing = false;
    const key = await salt.key();
    failing = true;
    now += 120_000;
    expect(await salt.key()).toBe(key);
  });
});
