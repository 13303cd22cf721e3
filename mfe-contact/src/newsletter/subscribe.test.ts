import { beforeEach, describe, expect, it, vi } from 'vitest';

const insert = vi.fn();
const from = vi.fn(() => ({ insert }));
vi.mock('@staycompliant/backend-client', () => ({ getPublicClient: vi.fn(async () => ({ from })) }));

const { subscribe } = await import('./subscribe');

beforeEach(() => {
  insert.mockReset();
  from.mockClear();
});

describe('subscribe', () => {
  it('inserts the trimmed, lower-cased address', async () => {
    insert.mockResolvedValue({ error: null, status: 201 });
    await expect(subscribe('  Founder@Example.com ', { honeypotFilled: false })).resolves.toEqual({ outcome: 'subscribed' });
    expect(from).toHaveBeenCalledWith('email_subscribers');
    expect(insert).toHaveBeenCalledWith({ email: 'founder@example.com' });
  });

  it('sends nothing for an invalid address', async () => {
    await expect(subscribe('founder@', { honeypotFilled: false })).resolves.toEqual({
      outcome: 'invalid',
      message: 'Invalid email address',
    });
    expect(insert).not.toHaveBeenCalled();
  });

  it('reports success and sends nothing when the honeypot is filled', async () => {
    await expect(subscribe('bot@example.com', { honeypotFilled: true })).resolves.toEqual({ outcome: 'subscribed' });
    expect(insert).not.toHaveBeenCalled();
  });

  it('maps a refusal through the error catalogue', async () => {
    insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate' }, status: 409 });
    await expect(subscribe('a@example.com', { honeypotFilled: false })).resolves.toEqual({
      outcome: 'refused',
      notice: { tone: 'warning', message: 'This email is already subscribed' },
    });
  });

  it('treats the 204 that postgrest-js makes of an empty 404 as a missing table', async () => {
    insert.mockResolvedValue({ error: null, status: 204 });
    const result = await subscribe('a@example.com', { honeypotFilled: false });
    expect(result).toMatchObject({ notice: { message: 'Email subscription is temporarily unavailable. Please try again later.' } });
  });

  it('treats a 404 without a code as a missing table, and an exception as a failure', async () => {
    insert.mockResolvedValue({ error: { code: '', message: 'Not Found' }, status: 404 });
    expect(await subscribe('a@example.com', { honeypotFilled: false })).toMatchObject({
      notice: { tone: 'error', message: 'Email subscription is temporarily unavailable. Please try again later.' },
    });
    insert.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await subscribe('a@example.com', { honeypotFilled: false })).toMatchObject({
      notice: { tone: 'error', message: 'Failed to subscribe. Please try again.' },
    });
  });
});
