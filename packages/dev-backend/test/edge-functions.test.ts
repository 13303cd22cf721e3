import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoKeys } from '../src/auth/jwt-keys.js';
import { denoBinary, functionNames, functionsImportMap } from '../src/functions/edge-functions.js';
import { startDevBackend } from '../src/index.js';
import { pgliteDataDir, rawFetch } from './helpers/backends.js';

const enquiry = {
  name: 'No Deno',
  email: 'no-deno@example.com',
  company_size: '100+',
  services_interested: ['Legal Services'],
  description: 'Sent while the Edge Functions cannot run.',
};

describe('Edge Functions in the dev backend', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('finds the functions to serve and the Deno binary of the npm package', () => {
    expect(functionNames()).toContain('enquiry-alert');
    expect(denoBinary()).toMatch(/node_modules\/.*@deno\/[a-z0-9-]+\/deno(\.exe)?$/);
  });

  it("gives Deno the functions' own deno.json imports as one import map, relative targets made absolute", () => {
    const decode = (url: string | undefined) =>
      JSON.parse(Buffer.from((url ?? '').replace(/^data:application\/json;base64,/, ''), 'base64').toString());
    expect(decode(functionsImportMap()).imports.zod).toMatch(/^npm:zod@\d/);
    const dir = mkdtempSync(join(tmpdir(), 'functions-'));
    try {
      for (const name of ['one', 'two']) mkdirSync(join(dir, name));
      writeFileSync(join(dir, 'one', 'deno.json'), JSON.stringify({ imports: { shared: '../_shared/mod.ts', zod: 'npm:zod@4' } }));
      expect(decode(functionsImportMap(dir, ['one', 'two']))).toEqual({
        imports: { shared: `file://${join(dir, '_shared', 'mod.ts')}`, zod: 'npm:zod@4' },
      });
      expect(functionsImportMap(dir, ['two'])).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when Deno cannot start, says so, answers 503 for the function, and still stores the enquiry and queues its alert', async () => {
    vi.stubEnv('DENO_BINARY', '/nonexistent/deno');
    const warnings: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void warnings.push(String(line)));
    const backend = await startDevBackend({ port: 0, dataDir: pgliteDataDir(), quiet: true, edgeFunctions: true });
    try {
      expect(await backend.edgeFunctionsReady).toBe(false);
      const fn = await fetch(`${backend.url}/functions/v1/enquiry-alert`, { method: 'POST', body: '{}' });
      expect(fn.status).toBe(503);
      expect(await fn.json()).toMatchObject({ code: 'BOOT_ERROR' });
      expect((await fetch(`${backend.url}/functions/v1/no-such-function`)).status).toBe(404);

      const stored = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
        method: 'POST',
        body: JSON.stringify(enquiry),
      });
      expect(stored.status).toBe(201);
      const { serviceRoleKey } = demoKeys();
      const rows = await rawFetch(backend, serviceRoleKey, '/rest/v1/contact_submissions?select=name&email=eq.no-deno@example.com');
      expect(await rows.json()).toEqual([{ name: 'No Deno' }]);
      // The dispatcher's POST fails once, as pg_net's would, and the message stays in the queue for a later read.
      await backend.dispatchAlerts();
      await expect.poll(() => warnings.join('\n'), { timeout: 5_000 }).toMatch(/pg_net request \d+ failed \(HTTP 503/);
      const [id] = await backend.sql<{ id: string }>("select id from public.contact_submissions where email = 'no-deno@example.com'");
      const messages = await backend.sql<{ message: unknown }>('select message from pgmq.q_enquiry_alerts');
      expect(messages.map((row) => row.message)).toContainEqual({ enquiry_id: id!.id });
      expect(warnings.join('\n')).toMatch(/Deno could not start|Edge Functions are not running/);
    } finally {
      await backend.stop();
      error.mockRestore();
    }
  });
});
