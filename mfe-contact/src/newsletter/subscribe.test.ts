import { getPublicClient } from '@staycompliant/backend-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const insert = vi.fn();
const from = vi.fn(() => ({ insert }));
vi.mock('@staycompliant/backend-client', () => ({ getPublicClient: vi.fn(async () => ({ from })) }));

const { subscribe } = await import('./subscribe');

beforeEach(() => {
  insert.mockReset();
  from.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
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

// The answers the backend gives, read by the real supabase-js: what postgrest-js makes of each is
// what subscribeErrorMessage is given.
describe('subscribe, through supabase-js, as the backend answers', () => {
  const unavailable = 'Email subscription is temporarily unavailable. Please try again later.';

  async function answeredWith(status: number, body?: object) {
    const realClients = await vi.importActual<typeof import('@staycompliant/backend-client')>('@staycompliant/backend-client');
    vi.mocked(getPublicClient).mockImplementationOnce(realClients.getPublicClient);
    const answer = () =>
      new Response(body ? JSON.stringify(body) : null, { status, headers: body ? { 'content-type': 'application/json' } : {} });
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    const result = await subscribe('Reader@Example.com', { honeypotFilled: false });
    expect(fetch).toHaveBeenCalledOnce();
    return result;
  }

  it.each([
    ['PGRST205', { code: 'PGRST205', message: "Could not find the table 'public.email_subscribers' in the schema cache" }],
    ['42P01', { code: '42P01', message: 'relation "public.email_subscribers" does not exist' }],
    ['an empty 404', undefined],
  ])('reports a missing subscriber table (%s) as unavailable', async (_label, body) => {
    expect(await answeredWith(404, body)).toEqual({ outcome: 'refused', notice: { tone: 'error', message: unavailable } });
  });

  it('reports any other failure as a failure to retry', async () => {
    expect(await answeredWith(500, { code: 'XX000', message: 'boom' })).toEqual({
      outcome: 'refused',
      notice: { tone: 'error', message: 'Failed to subscribe. Please try again.' },
    });
  });
});
