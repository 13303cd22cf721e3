import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKeys } from '../src/auth/jwt-keys.js';
import { freePort } from '../src/database/postgres-cluster.js';
import { ensureBuilt, spawnServer, waitForExit } from '../src/server-process.js';
import {
  backendKinds,
  client,
  createTestDatabase,
  pgliteDataDir,
  rawFetch,
  startTestBackend,
  type TestBackend,
} from './helpers/backends.js';

const enquiry = {
  name: 'Kill Test',
  company_size: 'less than 10',
  services_interested: ['Incorporation & Closure'],
  description: 'Sent while the server is killed with SIGKILL.',
};

describe.each(backendKinds)('robustness on %s', (kind) => {
  describe('concurrency', () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(kind);
    });
    afterAll(async () => {
      await backend?.dispose();
    });

    it('never runs one of 200 concurrent mixed anonymous and admin requests under the wrong role', async () => {
      const admin = client(backend, backend.anonKey);
      const { data } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
      const adminToken = data.session?.access_token ?? '';
      await client(backend, backend.anonKey)
        .from('contact_submissions')
        .insert({
          name: 'Seed',
          email: 'seed@example.com',
          company_size: '100+',
          services_interested: ['Legal Services'],
          description: 'A seeded enquiry for reads.',
        });

      const representation = { prefer: 'return=representation' };
      const kinds = ['anon-read', 'admin-read', 'anon-insert-readback', 'admin-insert-readback', 'anon-insert'] as const;
      const requests = Array.from({ length: 200 }, (_, index) => {
        const kindOfRequest = kinds[index % kinds.length]!;
        const email = `${kindOfRequest}-${index}@example.com`;
        switch (kindOfRequest) {
          case 'anon-read':
            return rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions?select=email').then(
              (r) => [kindOfRequest, r.status, email] as const,
            );
          case 'admin-read':
            return rawFetch(backend, adminToken, '/rest/v1/contact_submissions?select=email').then(
              (r) => [kindOfRequest, r.status, email] as const,
            );
          case 'anon-insert-readback':
            return rawFetch(backend, backend.anonKey, '/rest/v1/email_subscribers', {
              method: 'POST',
              headers: representation,
              body: JSON.stringify({ email }),
            }).then((r) => [kindOfRequest, r.status, email] as const);
          case 'admin-insert-readback':
            return rawFetch(backend, adminToken, '/rest/v1/email_subscribers', {
              method: 'POST',
              headers: representation,
              body: JSON.stringify({ email }),
            }).then((r) => [kindOfRequest, r.status, email] as const);
          case 'anon-insert':
            return rawFetch(backend, backend.anonKey, '/rest/v1/email_subscribers', {
              method: 'POST',
              body: JSON.stringify({ email }),
            }).then((r) => [kindOfRequest, r.status, email] as const);
          default:
            throw new Error(`no request for ${kindOfRequest satisfies never}`);
        }
      });
      const results = await Promise.all(requests);
      const expected: Record<(typeof kinds)[number], number> = {
        'anon-read': 401,
        'admin-read': 200,
        'anon-insert-readback': 401,
        'admin-insert-readback': 201,
        'anon-insert': 201,
      };
      const wrong = results.filter(([name, status]) => status !== expected[name]);
      expect(wrong).toEqual([]);

      const stored = await rawFetch(backend, backend.serviceRoleKey, '/rest/v1/email_subscribers?select=email');
      const emails = new Set(((await stored.json()) as { email: string }[]).map((row) => row.email));
      for (const [name, , email] of results) {
        expect(emails.has(email)).toBe(name === 'admin-insert-readback' || name === 'anon-insert');
      }
    });
  });

  describe('kill -9', () => {
    let dataDir = '';
    beforeAll(() => {
      ensureBuilt();
      dataDir = kind === 'pglite' ? pgliteDataDir() : mkdtempSync(join(tmpdir(), 'dev-backend-kill-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('keeps every acknowledged enquiry when the server process is killed with SIGKILL during 1,000 inserts', async () => {
      const env: Record<string, string> = { BACKEND_PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '' };
      if (kind === 'postgres') env.DATABASE_URL = await createTestDatabase();
      const { anonKey, serviceRoleKey } = demoKeys();
      const first = await spawnServer(env);

      const acknowledged: string[] = [];
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (next < 1000) {
          next += 1;
          const email = `kill-${next}@example.com`;
          try {
            const response = await rawFetch(first, anonKey, '/rest/v1/contact_submissions', {
              method: 'POST',
              body: JSON.stringify({ ...enquiry, email }),
            });
            if (response.status === 201) acknowledged.push(email);
          } catch {
            // the server is gone: the request was never acknowledged
          }
          if (!killed && acknowledged.length >= 300) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      await waitForExit(first.child);
      expect(killed).toBe(true);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(300);
      expect(acknowledged.length).toBeLessThan(1000);

      const second = await spawnServer(env);
      try {
        const response = await rawFetch(second, serviceRoleKey, '/rest/v1/contact_submissions?select=email&email=like.kill-*');
        expect(response.status).toBe(200);
        const stored = new Set(((await response.json()) as { email: string }[]).map((row) => row.email));
        const lost = acknowledged.filter((email) => !stored.has(email));
        expect(lost).toEqual([]);
      } finally {
        second.child.kill('SIGTERM');
        await waitForExit(second.child);
      }
    }, 180_000);
  });
});
