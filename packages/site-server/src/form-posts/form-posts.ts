import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type {
  FormPostReading,
  formPostPaths,
  honeypotFieldNames,
  PostedFields,
  PostedForm,
  PostedFormName,
  RenderPageOptions,
} from '@staycompliant/contracts/server-rendering';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal, replyToError } from '../error-replies.js';
import { type SiteBackend, visitorHeaders } from '../site-backend.js';
import { createPostSourceCheck, type SiteOrigins } from './cross-origin.js';
import { type PlainPage, plainPage, plainPages } from './plain-pages.js';
import { createPostStore, type StoreOutcome } from './store-post.js';

// The contact form and the newsletter form posted without JavaScript (docs/architecture/site-server.md, "Forms
// without JavaScript"): read by the schema the browser's form uses, stored through supabase-js with
// the anon key under the same Row Level Security, answered with 303 to a thanks page
// (post/redirect/get), or with the form's page rendered again with what was typed and the messages.

/** What the plugin needs of the page renderer (ssr/page-renderer.ts). */
export interface FormPageRenderer {
  /** Renders a page; `options.form` with a posted form's values and messages. */
  render(url: string, options?: RenderPageOptions): Promise<{ html: string }>;
  /** Reads a post by the form's zod schema, which the shell's server entry bundles. */
  readFormPost<Name extends PostedFormName>(form: Name, fields: PostedFields): Promise<FormPostReading<Name>>;
}

export interface FormPostsOptions {
  renderer: FormPageRenderer;
  /** Where rows are inserted; undefined answers every valid post 503 with the form kept. */
  backend: SiteBackend | undefined;
  /**
   * Headers sent with each insert, built from the visitor's request: the hook for the per-address
   * limit in SQL, which needs the visitor's address (`request.ip`, the one the host's trustProxy
   * believes) and a shared secret. By default the backend's own (`visitorHeaders`, site-backend.ts):
   * none without its proxy secret.
   */
  forwardedFor?: (request: FastifyRequest) => Readonly<Record<string, string>>;
  /** Posts per client address (`request.ip`) in a window: past it 429. Default 5 in 10 minutes. */
  rateLimit?: { max?: number; timeWindowMs?: number };
  /** Bytes of form body read; past it 413. Default 16 KB (the enquiry's longest is under 5 KB). */
  bodyLimit?: number;
  /** How long an insert may take before the post counts as failed (503). Default 8 s. */
  backendTimeoutMs?: number;
  /** One line per post that failed, never a value the visitor typed. Default console.warn. */
  log?: (line: string) => void;
  /** The origins whose pages may post the forms (cross-origin.ts); by default the request's own Host only. */
  origins?: SiteOrigins;
  /** Called with each post's outcome (the metrics). */
  countOutcome?: (form: PostedFormName, outcome: FormPostOutcome) => void;
}

/** What became of a post, as the metrics count it. */
type FormPostOutcome =
  | 'stored'
  | 'honeypot'
  | 'invalid'
  | 'already-subscribed'
  | 'not-stored'
  | 'unreadable'
  | 'other-site'
  | 'rate-limited'
  | 'too-large'
  | 'unsupported'
  | 'failed';

/** Where each form posts and where a taken post goes: the same as packages/contracts/src/posted-form.ts (checked by its type). */
const paths = {
  enquiry: { action: '/contact', sent: '/contact/sent' },
  newsletter: { action: '/newsletter', sent: '/newsletter/subscribed' },
} as const satisfies typeof formPostPaths;

/** The form a request to the plugin posts, by its path. */
const formAt = (url: string): PostedFormName => (url.startsWith(paths.newsletter.action) ? 'newsletter' : 'enquiry');

/** The outcome of a post the plugin's error handler answers, by status; any other is 'failed'. */
const errorOutcomes: Partial<Record<number, FormPostOutcome>> = {
  400: 'unsupported',
  413: 'too-large',
  415: 'unsupported',
  429: 'rate-limited',
};

const honeypots = { enquiry: 'company_website', newsletter: 'newsletter_website' } as const satisfies typeof honeypotFieldNames;

/** One value of a field as a form sends it; '' when missing. */
function fieldText(fields: PostedFields, name: string): string {
  const value = fields[name];
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
}

/** The status a refused store answers with: 409 for an address already subscribed, as the browser's form warns; 503 otherwise. */
function refusedStatus(form: PostedFormName, outcome: Extract<StoreOutcome, { stored: false }>): 409 | 503 {
  return form === 'newsletter' && outcome.refusal.code === '23505' ? 409 : 503;
}

function withRefusal(posted: PostedForm, outcome: Extract<StoreOutcome, { stored: false }>): PostedForm {
  return posted.form === 'enquiry' ? { ...posted, failed: true } : { ...posted, refusal: outcome.refusal };
}

/**
 * POST /contact and POST /newsletter, as a Fastify 5 plugin the site server registers. Inside its
 * own scope: urlencoded bodies only (`@fastify/formbody`, 16 KB), a rate limit per client address,
 * and an error handler that answers with small pages rather than plain text.
 */
export const formPosts: FastifyPluginAsync<FormPostsOptions> = async (
  app,
  {
    renderer,
    backend,
    forwardedFor = (request) => visitorHeaders(backend, request),
    rateLimit: { max = 5, timeWindowMs = 10 * 60_000 } = {},
    bodyLimit = 16 * 1024,
    backendTimeoutMs,
    log = (line) => console.warn(line),
    origins = {},
    countOutcome = () => undefined,
  },
) => {
  const postSource = createPostSourceCheck(origins);
  const store = createPostStore(backend, backendTimeoutMs === undefined ? {} : { timeoutMs: backendTimeoutMs });

  // A post another site's page made its visitor's browser send is refused before anything else: it
  // costs no body, no render and no count against the visitor's own limit, and nothing is stored.
  app.addHook('onRequest', async (request, reply) => {
    const source = postSource(request.headers);
    if (source === 'own-origin' || source === 'not-a-browser') return;
    const form = formAt(request.url);
    countOutcome(form, 'other-site');
    reply.code(403).header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8');
    return reply.send(plainPage(plainPages.otherSite, paths[form].action));
  });

  // A form posts application/x-www-form-urlencoded; JSON, text or multipart here is not a form of ours (415).
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit });
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => request.ip,
    // Counted as the request arrives, before its body is read: a flood past the limit costs no parse and no render.
    hook: 'onRequest',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_FORM_POSTS_RATE_LIMITED',
      message: `Past ${context.max} posts`,
    }),
  });

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  /** The form's page rendered again with what was typed and the messages; never cached. */
  async function renderForm(reply: FastifyReply, status: number, form: PostedFormName, posted: PostedForm) {
    try {
      const { html } = await renderer.render(paths[form].action, { form: posted });
      return sendPage(reply, status, html);
    } catch (error) {
      log(`Form post (${form}): the page could not be rendered again (${(error as Error).name}).`);
      return sendPage(reply, status, plainPage(plainPages.failed, paths[form].action));
    }
  }

  /** 303 to the thanks page: the values were in the body only, and never reach a URL. */
  function seeOther(reply: FastifyReply, form: PostedFormName) {
    return reply.code(303).header('Cache-Control', 'no-store').header('Location', paths[form].sent).send();
  }

  async function answer<Name extends PostedFormName>(form: Name, request: FastifyRequest, reply: FastifyReply) {
    const fields = (request.body ?? {}) as PostedFields;
    // A filled honeypot is a bot: it is told its post was taken, and nothing is read or stored
    // (docs/product.md, "Beyond the first specification": spam resistance).
    if (fieldText(fields, honeypots[form]).trim() !== '') {
      countOutcome(form, 'honeypot');
      return seeOther(reply, form);
    }
    let reading: FormPostReading<Name>;
    try {
      reading = await renderer.readFormPost(form, fields);
    } catch (error) {
      log(`Form post (${form}): could not be read (${(error as Error).name}).`);
      countOutcome(form, 'unreadable');
      return sendPage(reply, 503, plainPage(plainPages.failed, paths[form].action));
    }
    if (!reading.valid) {
      countOutcome(form, 'invalid');
      return renderForm(reply, 422, form, reading.posted);
    }
    const outcome = await store(form, reading.row, forwardedFor(request));
    countOutcome(form, outcome.stored ? 'stored' : refusedStatus(form, outcome) === 409 ? 'already-subscribed' : 'not-stored');
    if (outcome.stored) return seeOther(reply, form);
    const status = refusedStatus(form, outcome);
    if (status === 503) {
      const { code = 'none', status: backendStatus = 'none' } = outcome.refusal;
      log(`Form post (${form}): not stored; backend status ${backendStatus}, code ${code}.`);
    }
    return renderForm(reply, status, form, withRefusal(reading.posted, outcome));
  }

  app.setErrorHandler((error: FastifyError | Refusal, request: FastifyRequest, reply: FastifyReply) => {
    // A refusal of the whole server's (load shed) is answered as everywhere else.
    if (error instanceof Refusal) return replyToError(error, request, reply);
    const form = formAt(request.url);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log(`Form post (${form}): ${error.code ?? error.name}.`);
    countOutcome(form, errorOutcomes[status] ?? 'failed');
    const page: PlainPage =
      status === 429
        ? plainPages.tooMany
        : status === 413
          ? plainPages.tooLarge
          : status === 415 || status === 400
            ? plainPages.unsupported
            : plainPages.failed;
    if (status === 413) reply.header('Connection', 'close');
    return sendPage(reply, status, plainPage(page, paths[form].action));
  });

  app.post(paths.enquiry.action, { bodyLimit }, (request, reply) => answer('enquiry', request, reply));
  app.post(paths.newsletter.action, { bodyLimit }, (request, reply) => answer('newsletter', request, reply));
};
