import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { publicRoutes } from '../support/routes';
import { personContext, recordSignals, visitorUserAgent } from './analytics-support';

const trackerChunk = /\/assets\/start-analytics-[^/]*\.js$/;

test('no cookie and nothing in storage on any public page, reached by URL and by links, while the tracker sends', async ({ browser }) => {
  test.slow();
  const context = await personContext(browser, { userAgent: visitorUserAgent('footprint') });
  const page = await context.newPage();
  const signals = recordSignals(page);
  // Each page is left once its view is sent: the tracker's chunk arriving is not yet its request,
  // and a page left before then is not counted, by design.
  for (const route of publicRoutes) {
    const viewSent = page.waitForRequest(
      (request) => request.url().endsWith('/api/signal') && JSON.parse(request.postData() ?? '{}').u === route,
    );
    await page.goto(route);
    await viewSent;
  }
  // And by the header's links. Each view is awaited before the next press: a page left before its
  // tracker came (a full load when the press beat hydration) is not counted, by design.
  for (const [name, path] of [
    ['Pricing', '/pricing'],
    ['Partners', '/partners'],
  ] as const) {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect.poll(() => signals.filter((signal) => signal.u === path).length).toBe(2);
  }

  await expect.poll(() => signals.filter((signal) => signal.n === 'pageview').length).toBe(publicRoutes.length + 2);
  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  // At most the site's own, listed in the Cookie Policy: where Back returns to on each page (written
  // on a navigation inside the app). Nothing of the tracker's.
  expect({ ...storage, session: storage.session.filter((key) => key !== 'scroll-positions') }).toEqual({
    cookie: '',
    local: [],
    session: [],
  });
  await context.close();
});

test('the tracker is at most 1.5 KB gzip, fetched after the first paint, and its requests are simple text/plain POSTs to the site itself', async ({
  browser,
}) => {
  const context = await personContext(browser, { userAgent: visitorUserAgent('size') });
  const page = await context.newPage();
  const requests: Array<{ url: string; contentType: string | undefined; method: string }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/signal'))
      requests.push({ url: request.url(), contentType: request.headers()['content-type'], method: request.method() });
  });
  const trackerResponse = page.waitForResponse((response) => trackerChunk.test(response.url()));
  await page.goto('/');
  const tracker = await trackerResponse;

  // The tracker's chunk and the chunks it imports that the entry did not already load.
  const code = await tracker.text();
  const imported = [...code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((match) => new URL(match[1] ?? '', tracker.url()).href);
  const bodies = [code, ...(await Promise.all(imported.map(async (url) => (await page.request.get(url)).text())))];
  const gzipBytes = bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  console.log(`tracker: ${gzipBytes} B gzip in ${bodies.length} file(s)`);
  expect(gzipBytes).toBeLessThanOrEqual(1536);

  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0] ?? performance.getEntriesByName('first-contentful-paint')[0];
    const script = performance.getEntriesByType('resource').find((entry) => /start-analytics-/.test(entry.name));
    return { paint: paint?.startTime, fetched: script?.startTime };
  });
  expect(timing.paint).toBeDefined();
  expect(timing.fetched).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY);

  await expect.poll(() => requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(new URL(request.url).origin).toBe(new URL(page.url()).origin);
    expect(request.method).toBe('POST');
    expect(request.contentType).toMatch(/^text\/plain/);
  }
  await context.close();
});
