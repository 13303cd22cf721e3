import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededLogoNames } from '../src/storage/seed-logos.js';
import { backendKinds, client, rawFetch, startTestBackend, type TestBackend } from './helpers/backends.js';

const seededLogos = seededLogoNames();

// A 1x1 transparent PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(backendKinds)('storage and sign-in on %s', (kind) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  async function signedInAdmin() {
    const admin = client(backend, backend.anonKey);
    const { data, error } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe('admin');
    return admin;
  }

  it('seeds the eight client logos, listed with the site’s list call', async () => {
    const { data, error } = await client(backend, backend.anonKey)
      .storage.from('client-logos')
      .list('', { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });
    expect(error).toBeNull();
    expect(data?.map((item) => item.name)).toEqual(seededLogos);
    const response = await fetch(`${backend.url}/storage/v1/object/public/client-logos/alderpoint.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Alderpoint');
  });

  it('refuses anonymous uploads and deletes', async () => {
    const anon = client(backend, backend.anonKey);
    const upload = await anon.storage.from('client-logos').upload('intruder.png', png, { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    expect((upload.error as { statusCode?: string } | null)?.statusCode).toBe('403');

    const raw = await rawFetch(backend, backend.anonKey, '/storage/v1/object/client-logos/intruder.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-upsert': 'true' },
      body: png,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' });

    const removal = await anon.storage.from('client-logos').remove(['alderpoint.svg']);
    expect(removal.data ?? []).toEqual([]);
    const still = await fetch(`${backend.url}/storage/v1/object/public/client-logos/alderpoint.svg`);
    expect(still.status).toBe(200);
    const missing = await fetch(`${backend.url}/storage/v1/object/public/client-logos/intruder.png`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { statusCode: string }).statusCode).toBe('404');
  });

  it('lets the admin sign in, upload, list, serve publicly and remove a logo', async () => {
    const admin = await signedInAdmin();
    const bucket = admin.storage.from('client-logos');
    const file = new Blob([png], { type: 'image/png' });
    const upload = await bucket.upload('acme-test.png', file, { cacheControl: '3600', upsert: true });
    expect(upload.error).toBeNull();
    expect(upload.data?.path).toBe('acme-test.png');
    expect(upload.data?.fullPath).toBe('client-logos/acme-test.png');

    const listed = await bucket.list('', { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });
    expect(listed.data?.map((item) => item.name)).toContain('acme-test.png');

    const url = bucket.getPublicUrl('acme-test.png').data.publicUrl;
    expect(url).toBe(`${backend.url}/storage/v1/object/public/client-logos/acme-test.png`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const duplicate = await bucket.upload('acme-test.png', file);
    expect((duplicate.error as { statusCode?: string } | null)?.statusCode).toBe('409');

    const replaced = await bucket.upload(
      'acme-test.png',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      {
        upsert: true,
        cacheControl: '60',
      },
    );
    expect(replaced.error).toBeNull();
    const again = await fetch(url);
    expect(again.headers.get('content-type')).toBe('image/svg+xml');
    expect(again.headers.get('cache-control')).toBe('max-age=60');

    const removed = await bucket.remove(['acme-test.png']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((item) => item.name)).toEqual(['acme-test.png']);
    expect((await fetch(url)).status).toBe(400);
  });

  it('keeps the raw upload’s content type and cache-control, and refuses types the bucket does not allow', async () => {
    const admin = await signedInAdmin();
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const raw = await rawFetch(backend, token, '/storage/v1/object/client-logos/raw-test.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'cache-control': 'max-age=120' },
      body: png,
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toMatchObject({ Key: 'client-logos/raw-test.png' });
    const served = await fetch(`${backend.url}/storage/v1/object/public/client-logos/raw-test.png`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('max-age=120');

    // A Buffer sent without a content type goes out as text/plain, which the logo bucket refuses.
    const plain = await admin.storage.from('client-logos').upload('notes.txt', Buffer.from('hello'));
    expect((plain.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    const big = await admin.storage.from('client-logos').upload('big.png', Buffer.alloc(2 * 1024 * 1024 + 1), { contentType: 'image/png' });
    expect((big.error as { statusCode?: string } | null)?.statusCode).toBe('413');
    await admin.storage.from('client-logos').remove(['raw-test.png']);
  });

  it('answers a wrong password with invalid_credentials', async () => {
    const anon = client(backend, backend.anonKey);
    const { data, error } = await anon.auth.signInWithPassword({ email: backend.adminEmail, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
    const unknown = await anon.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('returns the signed-in user and signs out', async () => {
    const admin = await signedInAdmin();
    const user = await admin.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.email).toBe(backend.adminEmail);
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    expect((await admin.auth.signOut()).error).toBeNull();
    const after = await rawFetch(backend, token, '/auth/v1/user');
    expect(after.status).toBe(403);
    expect(((await after.json()) as { error_code: string }).error_code).toBe('session_not_found');
  });
});
