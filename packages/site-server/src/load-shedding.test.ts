// The site server's load shedding on the repository's real builds (docs/architecture/site-server.md, "The site
// server"), reached in-process with fastify.inject(): while the event loop is held past
// `maxEventLoopDelayMs`, a request that would need work answers 503 and a page the cache keeps is
// still sent. The server runs in this process, so holding this process's loop is holding the
// server's. Run alone, build first (`npm run build`), or these tests are skipped with the list of
// what is missing.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateNoStore } from './cdn-cache.js';
import { builtSiteTimeout, createBuiltSiteServer, missingBuilds, repositoryRoot } from './test-support/built-site.js';

const { missing, skipped } = missingBuilds('load-shedding.test.ts');

/** The mean delay past which the server sheds work. */
const maxEventLoopDelayMs = 50;
/** How often the server measures it: a held loop, and a freed one, are seen within a tenth of a second. */
const eventLoopSampleMs = 100;
/**
 * How long each hold lasts. Between two holds the loop turns once, so requests (the test's own
 * included) go on; each measure is then a mean of about 200 ms, and still above 100 ms if a turn
 * takes long enough for the timer that measures the loop to record a short delay between two holds.
 */
const holdMs = 200;
/** The cap on each wait for the server's state, far past the few samples it takes. */
const waitCapMs = 5000;

/** A page of the sitemap with no data to wait for: kept as long as the builds stay. */
const keptPage = '/about';
/** A page out of the sitemap (noindex), so the server has not rendered it as it started. */
const unrenderedPage = '/newsletter';
const busy = 'The site is busy: try again in a moment.';
/** Another page out of the sitemap, asked for only while the loop is held. */
const shedPage = '/newsletter/subscribed';

let app: FastifyInstance;
const get = (url: string) => app.inject({ method: 'GET', url });

/** Waits until `condition` holds, checking every 10 ms, at most `waitCapMs`. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > waitCapMs) throw new Error(`${what}: not within ${waitCapMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Holds the event loop `holdMs` at a time, as synchronous work does, until the release returned. */
function holdEventLoop(): () => void {
  let held = true;
  let next: NodeJS.Timeout | undefined;
  const hold = () => {
    const end = performance.now() + holdMs;
    while (performance.now() < end) {
      // Busy: nothing else in this process runs.
    }
    if (held) next = setTimeout(hold, 0);
  };
  next = setTimeout(hold, 0);
  return () => {
    held = false;
    clearTimeout(next);
  };
}

/**
 * GET `url`, asserting the server's state as it starts: under-pressure reads it in its onRequest
 * hook, which inject() runs before it returns, so no measure comes in between.
 */
function getWhile(underPressure: boolean, url: string): Promise<LightMyRequestResponse> {
  expect(app.isUnderPressure(), `under pressure as ${url} is asked for`).toBe(underPressure);
  return get(url);
}

describe.skipIf(missing.length > 0)(`the site server's load shedding on the built site${skipped}`, () => {
  let kept: LightMyRequestResponse;

  beforeAll(async () => {
    app = await createBuiltSiteServer({
      pages: { concurrentRenders: 2, maxRendersInFlight: 64 },
      maxEventLoopDelayMs,
      eventLoopSampleMs,
    });
    // The server renders the sitemap's pages as it starts, in this process: that alone may hold the
    // loop past 50 ms, and the page is then turned away until the loop is free.
    await until(async () => {
      kept = await get(keptPage);
      return kept.statusCode === 200;
    }, `${keptPage} answered 200`);
  }, builtSiteTimeout.timeout);
  afterAll(() => app?.close());

  describe('while the event loop is held', () => {
    let release: (() => void) | undefined;
    beforeAll(async () => {
      release = holdEventLoop();
      await until(() => app.isUnderPressure(), 'the server saw the held loop');
    });
    afterAll(() => release?.());

    it(`answers a page it does not keep (${unrenderedPage}) with 503, Retry-After: 1, private, no-store and one plain sentence that names nothing of the server`, async () => {
      const response = await getWhile(true, unrenderedPage);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.headers['cache-control']).toBe(privateNoStore);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(busy);
      expect(response.body).not.toContain(repositoryRoot);
      expect(response.body).not.toMatch(/Error|\bat\s|:\d+:\d+|\/(?:work|home|tmp|usr)\//);
    });

    it(`still sends a page it keeps (${keptPage}): 200 with the same HTML`, async () => {
      const response = await getWhile(true, keptPage);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1');
      expect(response.body).toBe(kept.body);
    });

    it("still sends the builds' files, so a page already sent comes alive: the shell's script and a remote's entry, 200", async () => {
      const script = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(kept.body)?.[1];
      expect(script, "the kept page's app script").toBeDefined();
      for (const file of [script!, '/remotes/pricing/remoteEntry.js']) {
        const response = await getWhile(true, file);
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['content-type'], file).toMatch(/javascript/);
      }
    });

    it('answers a file no build has (/assets/missing-abc.js) with the same 503', async () => {
      const response = await getWhile(true, '/assets/missing-abc.js');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.body).toBe(busy);
    });

    it(`sheds the work itself: ${shedPage}, refused, is not rendered behind the 503 (a second ask, 2 s later, is refused too)`, async () => {
      expect((await getWhile(true, shedPage)).statusCode).toBe(503);
      // Long enough for a render going on behind the answer to finish and be kept, loop held or not.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const again = await getWhile(true, shedPage);
      expect(again.statusCode).toBe(503);
      expect(again.body).toBe(busy);
    });
  });

  it(
    `answers ${unrenderedPage} and /favicon.svg with 200 once the loop is free again`,
    async () => {
      await until(() => !app.isUnderPressure(), 'the server saw the loop free');
      // Both asked in the same turn of the loop: the render of the page may hold it past 50 ms again.
      const [page, favicon] = await Promise.all([getWhile(false, unrenderedPage), getWhile(false, '/favicon.svg')]);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1');
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    },
    builtSiteTimeout.timeout,
  );
});
