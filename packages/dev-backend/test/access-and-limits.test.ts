import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/auth/jwt-keys.js';
import { backendKinds, client, rawFetch, startTestBackend, type TestBackend } from './helpers/backends.js';

const validEnquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'We need help with our annual federal and state filings.',
};

const allServices = [
  'Incorporation & Closure',
  'Legal Services',
  'Accounting & Bookkeeping',
  'Controller & CFO Advisory',
  'Tax Filing',
  'Crypto Accounting & Taxes',
];

/** Each case breaks exactly one limit of the form schema. */
const refusedEnquiries: [string, Record<string, unknown>, string][] = [
  ['empty name', { name: '' }, '23514'],
  ['blank name', { name: ' \t\u00a0 ' }, '23514'],
  ['name of 101 characters', { name: 'n'.repeat(101) }, '23514'],
  ['name of 101 emoji (zod counts code points)', { name: '😀'.repeat(101) }, '23514'],
  ['missing name', { name: null }, '23502'],
  ['invalid email', { email: 'not-an-email' }, '23514'],
  ['email without a dot in the domain', { email: 'ada@localhost' }, '23514'],
  ['email of 256 characters', { email: `${'a'.repeat(244)}@example.com` }, '23514'],
  ['missing email', { email: null }, '23502'],
  ['unknown company size', { company_size: '1-10' }, '23514'],
  ['empty company size', { company_size: '' }, '23514'],
  ['no service', { services_interested: [] }, '23514'],
  ['unknown service', { services_interested: ['Payroll'] }, '23514'],
  ['a null service', { services_interested: ['Tax Filing', null] }, '23514'],
  ['missing services', { services_interested: null }, '23502'],
  ['services as a string', { services_interested: 'Tax Filing' }, '22P02'],
  ['description of 9 characters', { description: 'too short' }, '23514'],
  ['description of 9 characters after trimming', { description: '   toooshort   ' }, '23514'],
  ['description of 1001 characters', { description: 'd'.repeat(1001) }, '23514'],
  ['missing description', { description: null }, '23502'],
];

const refusedSubscribers: [string, Record<string, unknown>, string][] = [
  ['invalid email', { email: 'nobody' }, '23514'],
  ['email with a space inside', { email: 'a b@example.com' }, '23514'],
  ['email with a Kelvin sign, which lower() would turn into k', { email: 'ada@example.co\u212a' }, '23514'],
  ['email of 256 characters', { email: `${'a'.repeat(244)}@example.com` }, '23514'],
  ['missing email', { email: null }, '23502'],
  ['empty email', { email: '  ' }, '23514'],
];

describe.each(backendKinds)('access and limits on %s', (kind) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  async function serviceRows(table: string, query = ''): Promise<Record<string, unknown>[]> {
    const response = await rawFetch(backend, backend.serviceRoleKey, `/rest/v1/${table}?select=*${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  }

  it('accepts an anonymous enquiry and subscription through supabase-js (201, no Prefer header)', async () => {
    const anon = client(backend, backend.anonKey);
    const enquiry = await anon.from('contact_submissions').insert({ ...validEnquiry, email: 'first@example.com' });
    expect(enquiry.error).toBeNull();
    expect(enquiry.status).toBe(201);
    const subscription = await anon.from('email_subscribers').insert({ email: 'reader@example.com' });
    expect(subscription.error).toBeNull();
    expect(subscription.status).toBe(201);
    expect(await serviceRows('contact_submissions', '&email=eq.first@example.com')).toHaveLength(1);
  });

  it('lets anonymous visitors read, change or delete nothing', async () => {
    const anon = client(backend, backend.anonKey);
    await anon.from('contact_submissions').insert({ ...validEnquiry, email: 'keep@example.com' });
    for (const table of ['contact_submissions', 'email_subscribers']) {
      const read = await anon.from(table).select('*');
      expect(read.data ?? []).toEqual([]);
      expect(read.error?.code).toBe('42501');
      expect(read.status).toBe(401);
    }
    const update = await anon.from('contact_submissions').update({ name: 'Mallory' }).eq('email', 'keep@example.com');
    expect(update.error?.code).toBe('42501');
    const remove = await anon.from('contact_submissions').delete().eq('email', 'keep@example.com');
    expect(remove.error?.code).toBe('42501');
    const removeSubscribers = await anon.from('email_subscribers').delete().neq('email', '');
    expect(removeSubscribers.error?.code).toBe('42501');
    // Reading back an anonymous insert (return=representation) is refused too: never chain .select() on it.
    const readBack = await anon.from('email_subscribers').insert({ email: 'readback@example.com' }).select();
    expect(readBack.error?.code).toBe('42501');

    const rows = await serviceRows('contact_submissions', '&email=eq.keep@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Ada Lovelace');
    expect(await serviceRows('email_subscribers', '&email=eq.readback@example.com')).toEqual([]);
  });

  it('shows rows to admins only, not to other signed-in users', async () => {
    await client(backend, backend.anonKey).from('email_subscribers').insert({ email: 'admin-visible@example.com' });
    const admin = client(backend, backend.anonKey);
    const signIn = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
    expect(signIn.error).toBeNull();
    const seen = await admin.from('email_subscribers').select('email').eq('email', 'admin-visible@example.com');
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([{ email: 'admin-visible@example.com' }]);

    const now = Math.floor(Date.now() / 1000);
    const userToken = signJwt({ role: 'authenticated', sub: randomUUID(), aud: 'authenticated', exp: now + 600, app_metadata: {} });
    const response = await rawFetch(backend, userToken, '/rest/v1/email_subscribers?select=email');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it.each(refusedEnquiries)('refuses an enquiry with %s (raw HTTP)', async (_label, change, code) => {
    const response = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
      method: 'POST',
      body: JSON.stringify({ ...validEnquiry, ...change }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe(code);
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it.each(refusedSubscribers)('refuses a subscriber with %s (raw HTTP)', async (_label, change, code) => {
    const response = await rawFetch(backend, backend.anonKey, '/rest/v1/email_subscribers', {
      method: 'POST',
      body: JSON.stringify({ email: 'x@example.com', ...change }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe(code);
  });

  it('refuses visitor-chosen ids and dates (column privileges)', async () => {
    const response = await rawFetch(backend, backend.anonKey, '/rest/v1/email_subscribers', {
      method: 'POST',
      body: JSON.stringify({ email: 'time-traveller@example.com', created_at: '2000-01-01T00:00:00Z' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('42501');
  });

  it('accepts the limits themselves and stores values normalised as the schema normalises them', async () => {
    const emojiName = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
      method: 'POST',
      body: JSON.stringify({ ...validEnquiry, name: '😀'.repeat(100), email: 'emoji@example.com' }),
    });
    expect(emojiName.status).toBe(201);
    const enquiry = {
      name: `  ${'N'.repeat(100)}\u00a0`,
      email: `\t${'A'.repeat(243)}@Example.COM `,
      company_size: '100+',
      services_interested: allServices,
      description: `\u2003${'d'.repeat(1000)}\n`,
    };
    const response = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
      method: 'POST',
      body: JSON.stringify(enquiry),
    });
    expect(response.status).toBe(201);
    const shortOne = await client(backend, backend.anonKey)
      .from('contact_submissions')
      .insert({ ...validEnquiry, name: 'B', email: 'short@example.com', company_size: 'less than 10', description: '0123456789' });
    expect(shortOne.error).toBeNull();

    const [stored] = await serviceRows('contact_submissions', `&email=like.${'a'.repeat(243)}*`);
    expect(stored?.name).toBe('N'.repeat(100));
    expect(stored?.email).toBe(`${'a'.repeat(243)}@example.com`);
    expect(stored?.description).toBe('d'.repeat(1000));
    expect(stored?.services_interested).toEqual(allServices);
    expect(typeof stored?.created_at).toBe('string');
  });

  it('gives 23505 for a duplicate subscriber in any case or spacing', async () => {
    const anon = client(backend, backend.anonKey);
    expect((await anon.from('email_subscribers').insert({ email: 'Case.Test@Example.com' })).error).toBeNull();
    for (const email of ['case.test@example.com', 'CASE.TEST@EXAMPLE.COM', '  Case.Test@example.COM ']) {
      const duplicate = await anon.from('email_subscribers').insert({ email });
      expect(duplicate.status).toBe(409);
      expect(duplicate.error?.code).toBe('23505');
    }
    expect(await serviceRows('email_subscribers', '&email=eq.case.test@example.com')).toHaveLength(1);
  });

  it('answers a missing table with 404 PGRST205', async () => {
    const anon = client(backend, backend.anonKey);
    const result = await anon.from('newsletter_subscribers').insert({ email: 'x@example.com' });
    expect(result.status).toBe(404);
    expect(result.error?.code).toBe('PGRST205');
    expect(result.error?.message).toBe("Could not find the table 'public.newsletter_subscribers' in the schema cache");
  });

  it('lets the service role read with eq, like, order and select, and insert with return=representation', async () => {
    const service = client(backend, backend.serviceRoleKey);
    const inserted = await service
      .from('email_subscribers')
      .insert([{ email: 'order-b@example.org' }, { email: 'ORDER-A@example.org' }])
      .select('email');
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual([{ email: 'order-b@example.org' }, { email: 'order-a@example.org' }]);
    const listed = await service.from('email_subscribers').select('email').like('email', 'order-%').order('email', { ascending: true });
    expect(listed.data).toEqual([{ email: 'order-a@example.org' }, { email: 'order-b@example.org' }]);
    const one = await service.from('email_subscribers').select('email').eq('email', 'order-a@example.org').single();
    expect(one.data).toEqual({ email: 'order-a@example.org' });
  });

  it('rejects requests without a valid key', async () => {
    const none = await fetch(`${backend.url}/rest/v1/email_subscribers`);
    expect(none.status).toBe(401);
    const forged = signJwt({ role: 'service_role' }, 'not-the-secret-not-the-secret-not-the-secret');
    const response = await rawFetch(backend, forged, '/rest/v1/email_subscribers');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301');
  });
});
