// What the built site serves from its backend, with scripts off: the feed's articles, read by the
// server (docs/architecture/server-rendering.md, "Server rendering", "A page's data"), and the contact and newsletter
// forms, posted as a browser posts them and answered by the whole site server (docs/architecture/site-server.md,
// "Forms without JavaScript"). The one file of this folder with a backend: it takes the most time to
// start. Each answer's own details (the statuses, the 413/415/429 refusals, the stored values, what a
// failing backend gives) are form-posts/form-posts.test.ts's; here the pages' forms and the server
// carry a visitor from the form to the stored row and the thanks page.
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv } from '../site-config.js';
import { builtSiteTimeout, missingBuilds, parseHtml, repositoryRoot, serveBuiltSite } from '../test-support/built-site.js';
import { allNamed, descriptionOf, fieldLabelled, named, pageStateOf, roles, textOf } from '../test-support/html-queries.js';

const { missing, skipped } = missingBuilds('forms-and-feed.test.ts', [join(repositoryRoot, 'packages/dev-backend/dist/index.js')]);

let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${process.pid}.${Date.now()}.${++sequence}@example.com`;

/** Sets a form control as a visitor does: types into a field, ticks a box, picks an option by its text. */
function fill(form: HTMLFormElement, label: string, value: string | boolean) {
  const control = fieldLabelled(form, label);
  if (control instanceof control.ownerDocument.defaultView!.HTMLSelectElement) {
    const option = [...control.options].find((candidate) => textOf(candidate) === value);
    if (!option) throw new Error(`${label} has no option ${String(value)}`);
    control.value = option.value;
  } else if (typeof value === 'boolean') (control as HTMLInputElement).checked = value;
  else control.value = value;
}

/** Every URL a page sends the browser to or has it fetch: links, sources, form actions. */
const urlsIn = (document: Document) =>
  [...document.querySelectorAll('[href], [src], [action]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? '',
  );

describe.skipIf(missing.length > 0)(`the built site with its backend, without JavaScript${skipped}`, builtSiteTimeout, () => {
  const built = serveBuiltSite({ backend: true });

  /** `form` sent as a browser sends it with scripts off: its controls as they stand, urlencoded, to its action. */
  async function submit(form: HTMLFormElement, remoteAddress: string) {
    const FormData = form.ownerDocument.defaultView!.FormData;
    const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
    const request: InjectOptions = {
      method: 'POST',
      url: form.getAttribute('action') ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    };
    expect(form.getAttribute('method')).toBe('post');
    const answer = await built.inject(request);
    return { request, answer, document: parseHtml(answer.body) };
  }

  /** The page a 303 leads to, as the browser fetches it next. */
  async function follow(answer: { statusCode: number; headers: Record<string, unknown> }) {
    expect(answer.statusCode).toBe(303);
    const location = String(answer.headers.location);
    const page = await built.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    return { location, document: parseHtml(page.body) };
  }

  /** A fresh copy of a page's form, to fill in: the parsed pages of built.page() are shared. */
  async function formOn(path: string, pick: (document: Document) => Element) {
    const document = parseHtml((await built.get(path)).body);
    return pick(document) as HTMLFormElement;
  }

  const stored = (table: string, email: string) =>
    built.backend.sql(`select * from public.${table} where email = $1`, [email.toLowerCase()]);

  it("/: the home page's three latest articles come from the server's copy of the feed, as links", async () => {
    // On a busy machine a render may give up on the feed after its 1 s (the section's skeletons: the
    // browser reads the feed); the read goes on and fills the server's copy, which the next render
    // reads at once.
    let articles: NodeListOf<Element> | undefined;
    let document: Document | undefined;
    for (let attempt = 0; attempt < 20 && articles?.length !== 3; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      document = parseHtml((await built.inject({ method: 'GET', url: '/' })).body);
      const section = named(document, roles.region, 'Latest Articles');
      articles = allNamed(section, 'ul, ol, [role="list"]', 'Latest articles')[0]?.querySelectorAll('article');
    }
    expect(articles).toHaveLength(3);
    const [readMore] = allNamed(articles![0]!, roles.link, /Read More/);
    expect(readMore?.getAttribute('href')).toMatch(/^https?:\/\//);
    // The page's state carries the articles it shows, for the browser to hydrate them: those three, not the whole feed.
    const feedQueries = pageStateOf(document!).queries?.queries.filter(({ queryKey }) => queryKey[0] === 'feed-articles') ?? [];
    expect(feedQueries.map(({ state }) => (state.data as unknown[]).length)).toEqual([3]);

    // No card's picture comes from another origin. (Here the backend runs on a port of its own, and
    // its feed names its pictures there, an origin the build does not allow: the cards show the
    // default picture. The browser tests' backend is the build's, and their cards name /feed-images.)
    const pictures = [...articles!].map((article) => article.querySelector('img')?.getAttribute('src') ?? '');
    expect(pictures).toHaveLength(3);
    for (const src of pictures) expect(src).toMatch(/^(\/feed-images\?src=|\/remotes\/resources\/|data:image\/)/);
  });

  it('/resources: Load More is a link to the page with six more, which the server renders (the feed has eight)', async () => {
    /** The articles of /resources at `url`, once the server's copy of the feed is in (see the test above). */
    async function articlesAt(url: string) {
      let document: Document | undefined;
      for (let attempt = 0; attempt < 20; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        document = parseHtml((await built.inject({ method: 'GET', url })).body);
        if (allNamed(document, 'ul, ol, [role="list"]', 'Articles')[0]) break;
      }
      const list = allNamed(document!, 'ul, ol, [role="list"]', 'Articles')[0];
      return { document: document!, articles: list?.querySelectorAll('article') ?? [] };
    }
    const first = await articlesAt('/resources');
    expect(first.articles).toHaveLength(6);
    const [loadMore] = allNamed(first.document, roles.link, 'Load More');
    expect(loadMore?.getAttribute('href')).toBe('?shown=12');

    const more = await articlesAt('/resources?shown=12');
    expect(more.articles).toHaveLength(8);
    expect(more.document.body.textContent).toContain('Showing 8 of 8 articles');
    expect(allNamed(more.document, roles.link, 'Load More')).toHaveLength(0);
    // A value the page does not take shows one page, as /resources does.
    expect((await articlesAt('/resources?shown=abc')).articles).toHaveLength(6);
  });

  it("/feed-images serves a picture from the configuration's backend origin, fetched from the backend, with a policy that runs nothing", async () => {
    const backendOrigin = new URL(siteConfigFromEnv().backend.url).origin;
    const src = `${backendOrigin}/rss-to-json/images/delaware-c-corp-vs-llc.svg`;
    const picture = await built.inject({ method: 'GET', url: `/feed-images?src=${encodeURIComponent(src)}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    expect(picture.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const elsewhere = await built.inject({ method: 'GET', url: `/feed-images?src=${encodeURIComponent('https://evil.test/a.svg')}` });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('an enquiry sent from /contact is stored and thanked on /contact/sent; the e-mail is in no URL', async () => {
    const email = uniqueEmail('nojs.contact');
    const form = await formOn('/contact', (document) => document.querySelector('main form[action="/contact"]')!);
    fill(form, 'Name', 'Dorothy Vaughan');
    fill(form, 'Email', email);
    fill(form, 'Company Size', 'Fewer than 10 employees');
    fill(form, 'Accounting & Bookkeeping', true);
    fill(form, 'Tax Filing', true);
    fill(form, 'Additional Details', 'A new Wyoming LLC that needs its books and first return.');
    const { request, answer } = await submit(form, '203.0.113.10');

    const thanks = await follow(answer);
    expect(thanks.document.title).toBe('Enquiry sent | StayCompliant');
    expect(textOf(thanks.document.querySelector('main h1'))).toBe("Thank you! We'll get back to you soon.");
    const another = allNamed(thanks.document.querySelector('main')!, roles.link, 'Send another enquiry');
    expect(another.map((link) => link.getAttribute('href'))).toEqual(['/contact']);
    expect(await stored('contact_submissions', email)).toMatchObject([
      {
        name: 'Dorothy Vaughan',
        company_size: 'less than 10',
        services_interested: ['Accounting & Bookkeeping', 'Tax Filing'],
        description: 'A new Wyoming LLC that needs its books and first return.',
      },
    ]);
    const local = email.split('@')[0]!;
    for (const url of [request.url as string, thanks.location, ...urlsIn(thanks.document)])
      expect(decodeURIComponent(url)).not.toContain(local);
  });

  it('from the page Contact us leads to: a 422 keeps what was typed, with the messages, and the corrected enquiry is sent', async () => {
    const email = uniqueEmail('nojs.corrected');
    const typo = email.replace('@', ' at ');
    // With scripts off the dialog cannot open; Contact us, as a link, leads to the same form as a page.
    const { document: about } = await built.page('/about');
    expect(allNamed(about, roles.link, 'Contact us')[0]?.getAttribute('href')).toBe('/contact');
    const form = await formOn('/contact', (document) => document.querySelector('main form[action="/contact"]')!);
    fill(form, 'Name', 'Mary Jackson');
    fill(form, 'Email', typo);
    fill(form, 'Legal Services', true);
    fill(form, 'Additional Details', 'Too short');
    const refused = await submit(form, '203.0.113.11');
    expect(refused.answer.statusCode).toBe(422);

    // The form comes back as the answer to its own action: the browser stays on /contact.
    const again = refused.document.querySelector('main form[action="/contact"]') as HTMLFormElement;
    const emailField = fieldLabelled(again, 'Email');
    expect(emailField.value).toBe(typo);
    expect(descriptionOf(emailField)).toBe('Invalid email address');
    expect(fieldLabelled(again, 'Name').value).toBe('Mary Jackson');
    expect((fieldLabelled(again, 'Legal Services') as HTMLInputElement).checked).toBe(true);
    expect(allNamed(refused.document.querySelector('main')!, 'h2, h3, [role="heading"]', 'Please correct these 3 fields:')).toHaveLength(1);

    fill(again, 'Email', email);
    fill(again, 'Company Size', 'More than 100 employees');
    fill(again, 'Additional Details', 'A Delaware C corp that needs a contract reviewed.');
    const sent = await submit(again, '203.0.113.11');
    const thanks = await follow(sent.answer);
    expect(thanks.location).toBe('/contact/sent');
    expect(await stored('contact_submissions', email)).toMatchObject([
      { name: 'Mary Jackson', company_size: '100+', services_interested: ['Legal Services'] },
    ]);
    const local = email.split('@')[0]!;
    for (const url of [thanks.location, ...urlsIn(refused.document), ...urlsIn(thanks.document)]) {
      expect(decodeURIComponent(url)).not.toContain(local);
    }
  });

  it("subscribes from the footer's newsletter form, and a refused address comes back with its message", async () => {
    const email = uniqueEmail('nojs.newsletter');
    const footerForm = await formOn('/', (document) => document.querySelector('footer form[action="/newsletter"]')!);
    fill(footerForm, 'Email address', 'not-an-address');
    const refused = await submit(footerForm, '203.0.113.12');
    expect(refused.answer.statusCode).toBe(422);

    const form = named(refused.document.querySelector('main')!, roles.form, 'Subscribe to our newsletter') as HTMLFormElement;
    const field = fieldLabelled(form, 'Email address');
    expect(field.value).toBe('not-an-address');
    expect(descriptionOf(field)).toBe('Invalid email address');

    fill(form, 'Email address', email);
    const subscribed = await follow((await submit(form, '203.0.113.12')).answer);
    expect(subscribed.location).toBe('/newsletter/subscribed');
    expect(textOf(subscribed.document.querySelector('main h1'))).toBe('Successfully subscribed to our mailing list!');
    expect(await stored('email_subscribers', email)).toHaveLength(1);
    const local = email.split('@')[0]!;
    for (const url of [subscribed.location, ...urlsIn(subscribed.document)]) expect(decodeURIComponent(url)).not.toContain(local);
  });
});
