import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoKeys } from '@staycompliant/dev-backend/testing';
import { backendUrl } from '@staycompliant/local-ports';
import { operator } from '../support/operator-sign-in';
import { uniqueWord } from '../support/unique-names';

/**
 * The inbox's access rules over raw HTTP against the local backend the production build runs with
 * (docs/product.md, "Enquiry inbox"): anon cannot read, update or delete enquiries; a signed-in user
 * who is not an admin reads nothing; an admin cannot change a visitor's name, e-mail or details, and
 * a change of status or notes leaves a history row saying who, and from which value to which.
 */
const api = backendUrl();
const { anonKey, serviceRoleKey } = demoKeys();

const headers = (token: string, extra: Record<string, string> = {}) => ({ apikey: anonKey, authorization: `Bearer ${token}`, ...extra });

async function signInOverHttp(request: APIRequestContext, email: string, password: string): Promise<{ token: string; id: string }> {
  const response = await request.post(`${api}/auth/v1/token?grant_type=password`, {
    headers: { apikey: anonKey },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: session.access_token, id: session.user.id };
}

test.describe('the enquiry inbox over raw HTTP', () => {
  test('anon and a non-admin are refused; an admin changes status and notes only, with history', async ({ request }, testInfo) => {
    const tag = uniqueWord('', testInfo.project.name);
    const enquiry = {
      name: `Access Test ${tag}`,
      email: `access-${tag}@example.com`,
      company_size: '10-100',
      services_interested: ['Tax Filing'],
      description: 'Checking who may read and change this enquiry.',
    };
    const sent = await request.post(`${api}/rest/v1/contact_submissions`, { headers: headers(anonKey), data: enquiry });
    expect(sent.status()).toBe(201);

    const adminSession = await signInOverHttp(request, operator.email, operator.password);
    const byEmail = `${api}/rest/v1/contact_submissions?email=eq.${encodeURIComponent(enquiry.email)}`;
    const stored = async () =>
      ((await (await request.get(byEmail, { headers: headers(adminSession.token) })).json()) as Record<string, unknown>[])[0]!;
    const { id } = (await stored()) as { id: string };
    const one = `${api}/rest/v1/contact_submissions?id=eq.${id}`;

    // Anon: no read, no update, no delete.
    for (const response of [
      await request.get(byEmail, { headers: headers(anonKey) }),
      await request.patch(one, { headers: headers(anonKey), data: { status: 'spam' } }),
      await request.patch(one, { headers: headers(anonKey), data: { name: 'Mallory' } }),
      await request.delete(one, { headers: headers(anonKey) }),
    ]) {
      expect(response.status()).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('42501');
    }

    // A signed-in user who is not an admin reads nothing and changes nothing.
    const colleague = { email: `colleague-${tag}@example.com`, password: 'colleague-password' };
    const created = await request.post(`${api}/auth/v1/admin/users`, {
      headers: headers(serviceRoleKey),
      data: { ...colleague, email_confirm: true },
    });
    expect(created.status()).toBe(200);
    const user = await signInOverHttp(request, colleague.email, colleague.password);
    const asUser = await request.get(`${api}/rest/v1/contact_submissions?select=*`, {
      headers: headers(user.token, { prefer: 'count=exact' }),
    });
    expect(asUser.status()).toBe(200);
    expect(asUser.headers()['content-range']).toBe('*/0');
    expect(await asUser.json()).toEqual([]);
    expect((await request.patch(one, { headers: headers(user.token), data: { status: 'spam' } })).status()).toBe(204);

    // An admin cannot change the visitor's words.
    for (const change of [{ name: 'Changed' }, { email: 'changed@example.com' }, { description: 'Words the visitor never wrote.' }]) {
      const refused = await request.patch(one, { headers: headers(adminSession.token), data: change });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('42501');
    }
    expect(await stored()).toMatchObject({ ...enquiry, status: 'new', notes: '' });

    // An admin changes status and notes; the history says who, and from which value to which.
    const changed = await request.patch(one, {
      headers: headers(adminSession.token),
      data: { status: 'contacted', notes: 'Called back.' },
    });
    expect(changed.status()).toBe(204);
    expect(await stored()).toMatchObject({ ...enquiry, status: 'contacted', notes: 'Called back.' });
    const history = await request.get(`${api}/rest/v1/contact_submission_history?submission_id=eq.${id}&order=field.desc`, {
      headers: headers(adminSession.token),
    });
    expect(await history.json()).toMatchObject([
      { field: 'status', old_value: 'new', new_value: 'contacted', changed_by: adminSession.id, changed_by_email: operator.email },
      { field: 'notes', old_value: '', new_value: 'Called back.', changed_by: adminSession.id, changed_by_email: operator.email },
    ]);
    const asUserHistory = await request.get(`${api}/rest/v1/contact_submission_history?submission_id=eq.${id}`, {
      headers: headers(user.token),
    });
    expect(await asUserHistory.json()).toEqual([]);
  });
});
