// The forms posted without JavaScript (docs/architecture/site-server.md, "Forms without JavaScript"), through
// fastify.inject (no socket): the real page renderer on the repository's builds (the built site
// server, as page-renderer.test.ts uses it) and the real local backend, in this process, through
// supabase-js with the anon key. Run alone, build first (`npm run build`), or these are skipped with
// the list of what is missing.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DevBackend } from '@staycompliant/dev-backend';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crossSitePosts } from '../hostile-requests/request-corpus.js';
import type { createPageRenderer as CreatePageRenderer } from '../ssr/page-renderer.js';
import { type FormPageRenderer, type FormPostsOptions, formPosts } from './form-posts.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const builtRenderer = join(root, 'packages', 'site-server', 'dist', 'ssr', 'page-renderer.js');
const builtBackend = join(root, 'packages', 'dev-backend', 'dist', 'index.js');
const needed = [
  builtRenderer,
  builtBackend,
  join(root, 'shell', 'dist', 'index.html'),
  join(root, 'shell', 'dist', 'server', 'manifest.json'),
  join(root, 'mfe-contact', 'dist', 'server', 'manifest.json'),
];
const missing = needed.filter((file) => !existsSync(file)).map((file) => file.slice(root.length + 1));
const skipped = missing.length ? ` (skipped: build first, npm run build; missing ${missing.join(', ')})` : '';
if (skipped) console.warn(`form-posts.test.ts${skipped}`);

const nativeImport = <T>(file: string) => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<T>;

let renderer: FormPageRenderer;
let backend: DevBackend;
let dataDir: string;
let app: FastifyInstance | undefined;
const logged: string[] = [];

async function siteWith(options: Partial<FormPostsOptions> = {}) {
  app = Fastify();
  await app.register(formPosts, {
    renderer,
    backend: { url: backend.url, anonKey: backend.anonKey },
    log: (line) => logged.push(line),
    ...options,
  });
  await app.ready();
  return app;
}

const formType = { 'content-type': 'application/x-www-form-urlencoded' };

/** A urlencoded body as a browser sends the form: repeated names for several ticked services. */
function body(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one);
  return params.toString();
}

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${process.pid}.${Date.now()}.${++sequence}@Example.com`;

function enquiry(overrides: Record<string, string | string[]> = {}) {
  return {
    name: '  Mary Jackson ',
    email: uniqueEmail('mary'),
    company_size: '10-100',
    services_interested: ['Tax Filing', 'Crypto Accounting & Taxes'],
    description: 'Two founders abroad, a Delaware C corp, and a token treasury.',
    company_website: '',
    ...overrides,
  };
}

function post(site: FastifyInstance, url: string, fields: Record<string, string | string[]>, extra: Partial<InjectOptions> = {}) {
  return site.inject({ method: 'POST', url, headers: formType, payload: body(fields), ...extra });
}

const enquiriesFrom = (email: string) =>
  backend.sql<{ name: string; email: string; company_size: string; services_interested: string[]; description: string }>(
    'select name, email, company_size, services_interested, description from public.contact_submissions where email = $1',
    [email.toLowerCase()],
  );
const subscribersWith = (email: string) =>
  backend.sql('select email from public.email_subscribers where email = $1', [email.toLowerCase()]);

/** The page state the browser hydrates from: the posted form travels in its queries. */
function postedFormIn(html: string): unknown {
  const state = JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return state.queries?.queries.find((query) => query.queryKey[0] === 'posted-form')?.state.data;
}

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** The `<tag …>` openings of `html` that carry every one of `attributes` (written as React writes them), in any order. */
function tagsWith(html: string, tag: string, ...attributes: string[]): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))]
    .map(([opening]) => opening)
    .filter((opening) => attributes.every((attribute) => opening.includes(` ${attribute}`)));
}

describe.skipIf(missing.length > 0)(`form posts without JavaScript${skipped}`, () => {
  beforeAll(async () => {
    const { createPageRenderer } = await nativeImport<{ createPageRenderer: typeof CreatePageRenderer }>(builtRenderer);
    renderer = createPageRenderer(root);
    const { startDevBackend } = await nativeImport<typeof import('@staycompliant/dev-backend')>(builtBackend);
    dataDir = mkdtempSync(join(tmpdir(), 'form-posts-'));
    backend = await startDevBackend({ port: 0, dataDir, quiet: true });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    // Whatever failed, no line names what a visitor typed.
    for (const line of logged) expect(line).not.toMatch(/@|Mary|Jackson|Delaware/i);
    logged.length = 0;
  });

  describe('the enquiry', () => {
    it('stores a valid enquiry as the browser would (trimmed, e-mail lower-cased) and answers 303 to /contact/sent', async () => {
      const site = await siteWith();
      const fields = enquiry();
      const response = await post(site, '/contact', fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/contact/sent');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe('');
      expect(await enquiriesFrom(fields.email as string)).toEqual([
        {
          name: 'Mary Jackson',
          email: (fields.email as string).toLowerCase(),
          company_size: '10-100',
          services_interested: ['Tax Filing', 'Crypto Accounting & Taxes'],
          description: 'Two founders abroad, a Delaware C corp, and a token treasury.',
        },
      ]);
      // The thanks page the 303 leads to is a page of the site.
      const thanks = await renderer.render('/contact/sent');
      expect(mainOf(thanks.html)).toContain('Thank you! We&#x27;ll get back to you soon.');
      expect(thanks.html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    });

    it('answers a filled honeypot as if sent, and stores nothing', async () => {
      const site = await siteWith();
      const fields = enquiry({ company_website: 'https://spam.example' });
      const response = await post(site, '/contact', fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/contact/sent');
      expect(await enquiriesFrom(fields.email as string)).toEqual([]);
    });

    it('renders /contact again, 422 and not cached, with what was typed and the messages the browser shows', async () => {
      const site = await siteWith();
      const email = uniqueEmail('typo').replace('@', '');
      const response = await post(site, '/contact', {
        name: 'Ada <Lovelace>',
        email,
        company_size: '',
        description: 'Too short',
        company_website: '',
      });
      expect(response.statusCode).toBe(422);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const main = mainOf(response.body);
      expect(main).toContain('<h1 id="contact-title"');
      expect(tagsWith(main, 'form', 'method="post"', 'action="/contact"')).toHaveLength(1);
      // What was typed, escaped, in the fields themselves.
      expect(tagsWith(main, 'input', 'name="name"', 'value="Ada &lt;Lovelace&gt;"')).toHaveLength(1);
      expect(tagsWith(main, 'input', 'name="email"', `value="${email}"`, 'aria-invalid="true"', 'autofocus=""')).toHaveLength(1);
      expect(main).toContain('Too short</textarea>');
      for (const message of [
        'Invalid email address',
        'Please select company size',
        'Please select at least one service',
        'Description must be at least 10 characters',
      ]) {
        expect(main).toContain(message);
      }
      expect(main).not.toContain('Name is required');
      expect(postedFormIn(response.body)).toMatchObject({ form: 'enquiry', values: { email }, errors: { email: 'Invalid email address' } });
      expect(await enquiriesFrom(email)).toEqual([]);
    });

    it('renders the form again, 503, keeping what was typed, when the backend cannot be reached', async () => {
      const site = await siteWith({ backend: { url: 'http://127.0.0.1:9', anonKey: backend.anonKey } });
      const fields = enquiry();
      const response = await post(site, '/contact', fields);
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      const main = mainOf(response.body);
      expect(main).toContain('Failed to submit form. Please try again.');
      expect(tagsWith(main, 'input', 'name="email"', `value="${fields.email}"`)).toHaveLength(1);
      expect(tagsWith(main, 'input', 'name="name"', 'value="  Mary Jackson "')).toHaveLength(1);
      expect(tagsWith(main, 'option', 'selected=""').map((option) => /value="([^"]*)"/.exec(option)?.[1])).toEqual(['10-100']);
      expect(tagsWith(main, 'input', 'type="checkbox"', 'checked=""').map((box) => /value="([^"]*)"/.exec(box)?.[1])).toEqual([
        'Tax Filing',
        'Crypto Accounting &amp; Taxes',
      ]);
      expect(main).toContain('Two founders abroad, a Delaware C corp, and a token treasury.</textarea>');
      expect(logged).toEqual(['Form post (enquiry): not stored; backend status none, code none.']);
    });

    it('renders the form again, 503, when the backend answers 5xx, and with no backend configured', async () => {
      const failing = await new Promise<Server>((resolve) => {
        const server = createServer((_request, response) =>
          response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
        );
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
      try {
        const { port } = failing.address() as AddressInfo;
        const site = await siteWith({ backend: { url: `http://127.0.0.1:${port}`, anonKey: backend.anonKey } });
        const response = await post(site, '/contact', enquiry());
        expect(response.statusCode).toBe(503);
        expect(mainOf(response.body)).toContain('Failed to submit form. Please try again.');
        expect(logged).toEqual([expect.stringMatching(/^Form post \(enquiry\): not stored; backend status 502/)]);
      } finally {
        failing.close();
      }
      await app?.close();
      const unconfigured = await siteWith({ backend: undefined });
      expect((await post(unconfigured, '/contact', enquiry())).statusCode).toBe(503);
    });

    it("sends the forwardedFor hook's headers with the insert, with the anon key", async () => {
      const seen: IncomingHttpHeaders[] = [];
      const rest = await new Promise<Server>((resolve) => {
        const server = createServer((request, response) => {
          seen.push(request.headers);
          request.resume();
          request.on('end', () => response.writeHead(201).end());
        });
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
      try {
        const { port } = rest.address() as AddressInfo;
        const site = await siteWith({
          backend: { url: `http://127.0.0.1:${port}`, anonKey: 'the-anon-key' },
          forwardedFor: (request) => ({ 'x-visitor-address': request.ip, 'x-site-secret': 'shared' }),
        });
        const response = await post(site, '/contact', enquiry(), { remoteAddress: '203.0.113.7' });
        expect(response.statusCode).toBe(303);
        expect(seen).toHaveLength(1);
        expect(seen[0]).toMatchObject({ apikey: 'the-anon-key', 'x-visitor-address': '203.0.113.7', 'x-site-secret': 'shared' });
      } finally {
        rest.close();
      }
    });
  });

  describe('the newsletter', () => {
    it('subscribes (303 to /newsletter/subscribed), then answers the same address as the browser form does: already subscribed', async () => {
      const site = await siteWith();
      const email = uniqueEmail('reader');
      const first = await post(site, '/newsletter', { email: ` ${email} `, newsletter_website: '' });
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe('/newsletter/subscribed');
      expect(await subscribersWith(email)).toEqual([{ email: email.toLowerCase() }]);

      const again = await post(site, '/newsletter', { email, newsletter_website: '' });
      expect(again.statusCode).toBe(409);
      expect(again.headers['cache-control']).toBe('no-store');
      const main = mainOf(again.body);
      expect(main).toContain('This email is already subscribed');
      expect(tagsWith(main, 'input', 'name="email"', `value="${email}"`)).toHaveLength(1);
      expect(await subscribersWith(email)).toHaveLength(1);
      expect(logged).toEqual([]);
    });

    it('renders /newsletter again, 422, with the address and its message; a filled honeypot is told it subscribed', async () => {
      const site = await siteWith();
      const invalid = await post(site, '/newsletter', { email: 'not-an-address', newsletter_website: '' });
      expect(invalid.statusCode).toBe(422);
      const main = mainOf(invalid.body);
      expect(tagsWith(main, 'form', 'method="post"', 'action="/newsletter"')).toHaveLength(1);
      expect(tagsWith(main, 'input', 'name="email"', 'value="not-an-address"', 'aria-invalid="true"')).toHaveLength(1);
      expect(main).toContain('Invalid email address');

      const email = uniqueEmail('bot');
      const bot = await post(site, '/newsletter', { email, newsletter_website: 'https://spam.example' });
      expect(bot.statusCode).toBe(303);
      expect(bot.headers.location).toBe('/newsletter/subscribed');
      expect(await subscribersWith(email)).toEqual([]);
    });
  });

  describe('a post from another site', () => {
    const stored = async () =>
      (
        await backend.sql<{ rows: number }>(
          'select (select count(*) from public.contact_submissions)::int + (select count(*) from public.email_subscribers)::int as rows',
        )
      )[0]?.rows;

    it("answers each of the corpus' cross-site posts 403 with a small page, stores none, and counts none against the visitor", async () => {
      const site = await siteWith();
      const before = await stored();
      const outcomes: { case: string; path: string; status: number; stored: number }[] = [];
      for (let index = 0; index < crossSitePosts('').length; index++) {
        const email = uniqueEmail('cross.site');
        const crossSite = crossSitePosts(email)[index]!;
        const response = await site.inject({
          method: 'POST',
          url: crossSite.path,
          headers: { host: 'site.test', ...crossSite.headers },
          payload: crossSite.body,
          remoteAddress: '198.51.100.9',
        });
        expect(response.statusCode, crossSite.case).toBe(403);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<h1>Sent from another site</h1>');
        expect(response.body).toContain(`<a href="${crossSite.path}">Back to the form</a>`);
        const rows = (await enquiriesFrom(email)).length + (await subscribersWith(email)).length;
        outcomes.push({ case: crossSite.case, path: crossSite.path, status: response.statusCode, stored: rows });
      }
      console.table(outcomes);
      expect(outcomes.filter((outcome) => outcome.stored > 0)).toEqual([]);
      expect(await stored()).toBe(before);
      // The same form from the site's own page is stored: the refusals cost the visitor none of its 5 posts.
      const email = uniqueEmail('same.origin');
      const own = await post(site, '/contact', enquiry({ email }), {
        headers: { ...formType, host: 'site.test', origin: 'http://site.test', 'sec-fetch-site': 'same-origin' },
        remoteAddress: '198.51.100.9',
      });
      expect(own.statusCode).toBe(303);
      expect(await enquiriesFrom(email)).toHaveLength(1);
    });

    it("takes posts from the public origin and the trusted ones, and a request with neither header; refuses the request's own Host once a public origin is set", async () => {
      const site = await siteWith({ origins: { publicOrigin: 'https://staycompliant.example', trusted: ['https://partner.example'] } });
      const subscribe = (email: string, headers: Record<string, string>) =>
        post(site, '/newsletter', { email, newsletter_website: '' }, { headers: { ...formType, host: 'internal:4173', ...headers } });
      const taken: Record<string, string>[] = [
        { origin: 'https://staycompliant.example', 'sec-fetch-site': 'same-origin' },
        { origin: 'https://partner.example', 'sec-fetch-site': 'same-site' },
        {},
      ];
      for (const headers of taken) {
        const email = uniqueEmail('taken');
        expect((await subscribe(email, headers)).statusCode).toBe(303);
        expect(await subscribersWith(email)).toHaveLength(1);
      }
      const email = uniqueEmail('host');
      expect((await subscribe(email, { origin: 'http://internal:4173', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
      expect(await subscribersWith(email)).toEqual([]);
    });
  });

  describe('what is refused before it is read', () => {
    it('answers an oversized body 413, a JSON or text body 415, with a small page and nothing stored', async () => {
      const site = await siteWith();
      const big = await post(site, '/contact', enquiry({ description: 'x'.repeat(20_000) }));
      expect(big.statusCode).toBe(413);
      expect(big.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(big.body).toContain('<h1>Too much text</h1>');

      const email = uniqueEmail('json');
      const json = await site.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(enquiry({ email })),
      });
      expect(json.statusCode).toBe(415);
      expect(json.body).toContain('<h1>Form not understood</h1>');
      const text = await site.inject({
        method: 'POST',
        url: '/newsletter',
        headers: { 'content-type': 'text/plain' },
        payload: `email=${email}`,
      });
      expect(text.statusCode).toBe(415);
      expect(await enquiriesFrom(email)).toEqual([]);
      expect(await subscribersWith(email)).toEqual([]);
    });

    it('answers 429 with a friendly page past 5 posts in 10 minutes from one address; another address still posts', async () => {
      const site = await siteWith();
      const from = (remoteAddress: string) => post(site, '/contact', enquiry({ company_website: 'bot' }), { remoteAddress });
      for (let attempt = 1; attempt <= 5; attempt++) expect((await from('198.51.100.1')).statusCode).toBe(303);
      const limited = await from('198.51.100.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(limited.body).toContain('<h1>Too many attempts</h1>');
      expect(limited.body).toContain('<a href="/contact">');
      // The newsletter shares the count: posts are counted per address, whichever form.
      expect((await post(site, '/newsletter', { email: uniqueEmail('late') }, { remoteAddress: '198.51.100.1' })).statusCode).toBe(429);
      expect((await from('198.51.100.2')).statusCode).toBe(303);
    });
  });
});
