import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendKinds, rawFetch, startTestBackend, type TestBackend } from './helpers/backends.js';

/**
 * The inbox's access rules over raw HTTP (docs/product.md, "Enquiry inbox"): anon cannot read,
 * change or delete an enquiry; a signed-in user who is not an admin reads nothing; an admin changes
 * status and notes only (never the visitor's own words), and each change leaves a history row.
 */
const enquiry = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company_size: '100+',
  services_interested: ['Legal Services', 'Tax Filing'],
  description: 'We are moving our company to Delaware this year.',
};

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

describe.each(backendKinds)('inbox access on %s', (kind) => {
  let backend: TestBackend;
  let adminToken: string;
  let userToken: string;
  let adminId: string;
  let enquiryId: string;
  let subscriberId: string;

  async function signIn(email: string, password: string): Promise<{ token: string; id: string }> {
    const response = await rawFetch(backend, backend.anonKey, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      ...json({ email, password }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string; user: { id: string } };
    return { token: session.access_token, id: session.user.id };
  }

  /** The row as the service role sees it. */
  async function stored(): Promise<Record<string, unknown>> {
    const response = await rawFetch(backend, backend.serviceRoleKey, `/rest/v1/contact_submissions?id=eq.${enquiryId}`);
    return ((await response.json()) as Record<string, unknown>[])[0]!;
  }

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    const insert = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', { method: 'POST', ...json(enquiry) });
    expect(insert.status).toBe(201);
    await rawFetch(backend, backend.anonKey, '/rest/v1/email_subscribers', { method: 'POST', ...json({ email: 'reader@example.com' }) });
    const rows = (await (await rawFetch(backend, backend.serviceRoleKey, '/rest/v1/contact_submissions?select=id')).json()) as {
      id: string;
    }[];
    enquiryId = rows[0]!.id;
    const subscribers = (await (await rawFetch(backend, backend.serviceRoleKey, '/rest/v1/email_subscribers?select=id')).json()) as {
      id: string;
    }[];
    subscriberId = subscribers[0]!.id;

    const created = await rawFetch(backend, backend.serviceRoleKey, '/auth/v1/admin/users', {
      method: 'POST',
      ...json({ email: 'colleague@example.com', password: 'colleague-password', email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const admin = await signIn(backend.adminEmail, backend.adminPassword);
    adminToken = admin.token;
    adminId = admin.id;
    userToken = (await signIn('colleague@example.com', 'colleague-password')).token;
  });

  afterAll(async () => {
    await backend?.dispose();
  });

  it('refuses to create users without the service role', async () => {
    const asUser = await rawFetch(backend, userToken, '/auth/v1/admin/users', {
      method: 'POST',
      ...json({ email: 'x@example.com', password: 'secret-123' }),
    });
    expect(asUser.status).toBe(403);
    const again = await rawFetch(backend, backend.serviceRoleKey, '/auth/v1/admin/users', {
      method: 'POST',
      ...json({ email: 'colleague@example.com', password: 'secret-123' }),
    });
    expect(again.status).toBe(422);
  });

  it('anon cannot read, update or delete enquiries, nor read the history, the counts or the subscribers', async () => {
    const attempts = [
      rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions?select=*'),
      rawFetch(backend, backend.anonKey, `/rest/v1/contact_submissions?id=eq.${enquiryId}`, {
        method: 'PATCH',
        ...json({ status: 'spam' }),
      }),
      rawFetch(backend, backend.anonKey, `/rest/v1/contact_submissions?id=eq.${enquiryId}`, {
        method: 'PATCH',
        ...json({ name: 'Mallory' }),
      }),
      rawFetch(backend, backend.anonKey, `/rest/v1/contact_submissions?id=eq.${enquiryId}`, { method: 'DELETE' }),
      rawFetch(backend, backend.anonKey, '/rest/v1/contact_submission_history?select=*'),
      rawFetch(backend, backend.anonKey, '/rest/v1/rpc/enquiry_status_counts', { method: 'POST', ...json({}) }),
      rawFetch(backend, backend.anonKey, '/rest/v1/email_subscribers?select=*'),
      rawFetch(backend, backend.anonKey, `/rest/v1/email_subscribers?id=eq.${subscriberId}`, { method: 'DELETE' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('42501');
    }
    expect(await stored()).toMatchObject({ ...enquiry, status: 'new', notes: '' });
    const subscribers = (await (
      await rawFetch(backend, backend.serviceRoleKey, '/rest/v1/email_subscribers?select=id')
    ).json()) as unknown[];
    expect(subscribers).toHaveLength(1);
  });

  it('a signed-in user who is not an admin reads nothing and changes nothing', async () => {
    const list = await rawFetch(backend, userToken, '/rest/v1/contact_submissions?select=*', { headers: { prefer: 'count=exact' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('*/0');
    expect(await list.json()).toEqual([]);
    const counts = (await (
      await rawFetch(backend, userToken, '/rest/v1/rpc/enquiry_status_counts', { method: 'POST', ...json({}) })
    ).json()) as { count: number }[];
    expect(counts).toHaveLength(6);
    expect(counts.every((row) => row.count === 0)).toBe(true);
    expect(await (await rawFetch(backend, userToken, '/rest/v1/contact_submission_history?select=*')).json()).toEqual([]);
    expect(await (await rawFetch(backend, userToken, '/rest/v1/email_subscribers?select=*')).json()).toEqual([]);

    const update = await rawFetch(backend, userToken, `/rest/v1/contact_submissions?id=eq.${enquiryId}`, {
      method: 'PATCH',
      ...json({ status: 'spam' }),
    });
    expect(update.status).toBe(204);
    const remove = await rawFetch(backend, userToken, `/rest/v1/email_subscribers?id=eq.${subscriberId}`, { method: 'DELETE' });
    expect(remove.status).toBe(204);
    expect(await stored()).toMatchObject({ status: 'new', notes: '' });
    const subscribers = (await (
      await rawFetch(backend, backend.serviceRoleKey, '/rest/v1/email_subscribers?select=id')
    ).json()) as unknown[];
    expect(subscribers).toHaveLength(1);
  });

  it.each([
    ['name', { name: 'Changed Name' }],
    ['e-mail', { email: 'changed@example.com' }],
    ['details', { description: 'Words the visitor never wrote.' }],
    ['company size', { company_size: '10-100' }],
    ['services', { services_interested: ['Legal Services'] }],
    ['date', { created_at: '2020-01-01T00:00:00Z' }],
    ['status together with the name', { status: 'won', name: 'Changed Name' }],
  ])('an admin cannot change the visitor’s %s', async (_field, change) => {
    const response = await rawFetch(backend, adminToken, `/rest/v1/contact_submissions?id=eq.${enquiryId}`, {
      method: 'PATCH',
      ...json(change),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('42501');
    expect(await stored()).toMatchObject({ ...enquiry, status: 'new' });
  });

  it('an admin cannot delete an enquiry nor write the history', async () => {
    const remove = await rawFetch(backend, adminToken, `/rest/v1/contact_submissions?id=eq.${enquiryId}`, { method: 'DELETE' });
    expect(remove.status).toBe(403);
    const forge = await rawFetch(backend, adminToken, '/rest/v1/contact_submission_history', {
      method: 'POST',
      ...json({ submission_id: enquiryId, field: 'status', old_value: 'new', new_value: 'won' }),
    });
    expect(forge.status).toBe(403);
    const erase = await rawFetch(backend, adminToken, `/rest/v1/contact_submission_history?submission_id=eq.${enquiryId}`, {
      method: 'DELETE',
    });
    expect(erase.status).toBe(403);
    expect(await stored()).toMatchObject({ id: enquiryId });
  });

  it('an admin changes status and notes, and each change leaves a history row with who and from which value to which', async () => {
    const before = await stored();
    const response = await rawFetch(backend, adminToken, `/rest/v1/contact_submissions?id=eq.${enquiryId}&select=status,notes`, {
      method: 'PATCH',
      headers: { prefer: 'return=representation' },
      ...json({ status: 'contacted', notes: 'Called; sending a quote.' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ status: 'contacted', notes: 'Called; sending a quote.' }]);
    const after = await stored();
    expect(after).toMatchObject({ ...enquiry, status: 'contacted', notes: 'Called; sending a quote.' });
    expect(Date.parse(after.updated_at as string)).toBeGreaterThan(Date.parse(before.updated_at as string));

    const history = await rawFetch(
      backend,
      adminToken,
      `/rest/v1/contact_submission_history?submission_id=eq.${enquiryId}&order=field.desc`,
    );
    const rows = (await history.json()) as Record<string, unknown>[];
    expect(rows).toMatchObject([
      { field: 'status', old_value: 'new', new_value: 'contacted', changed_by: adminId, changed_by_email: backend.adminEmail },
      { field: 'notes', old_value: '', new_value: 'Called; sending a quote.', changed_by: adminId, changed_by_email: backend.adminEmail },
    ]);

    const tooLong = await rawFetch(backend, adminToken, `/rest/v1/contact_submissions?id=eq.${enquiryId}`, {
      method: 'PATCH',
      ...json({ notes: 'n'.repeat(5001) }),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { code: string }).code).toBe('23514');
  });

  it('an admin removes a subscriber', async () => {
    const remove = await rawFetch(backend, adminToken, `/rest/v1/email_subscribers?id=eq.${subscriberId}`, { method: 'DELETE' });
    expect(remove.status).toBe(204);
    const subscribers = (await (
      await rawFetch(backend, backend.serviceRoleKey, '/rest/v1/email_subscribers?select=id')
    ).json()) as unknown[];
    expect(subscribers).toEqual([]);
  });
});
