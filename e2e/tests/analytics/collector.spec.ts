import { expect, test } from '../support/fixtures';
import { adminToken, dropsToday, postSignal, waitForBreakdownValue } from './analytics-support';

const chromeUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headlessUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

function signal(utmSource: string) {
  return JSON.stringify({ n: 'pageview', u: `/pricing?utm_source=${utmSource}`, r: '', w: 1280, b: 0, o: 0 });
}

test('at the collector: HeadlessChrome, Sec-GPC and DNT are dropped and counted by reason; the same request from a browser is stored', async ({
  request,
}) => {
  const token = await adminToken(request);
  const before = await dropsToday(request, token);
  const stamp = Date.now();
  const post = (utmSource: string, headers: Record<string, string>) =>
    postSignal(request, signal(utmSource), { 'x-forwarded-for': `198.51.100.${stamp % 200}`, ...headers });

  expect((await post(`e2e-headless-${stamp}`, { 'user-agent': headlessUserAgent })).status()).toBe(202);
  expect((await post(`e2e-gpc-header-${stamp}`, { 'user-agent': chromeUserAgent, 'sec-gpc': '1' })).status()).toBe(202);
  expect((await post(`e2e-dnt-${stamp}`, { 'user-agent': chromeUserAgent, dnt: '1' })).status()).toBe(202);
  expect((await post(`e2e-browser-${stamp}`, { 'user-agent': chromeUserAgent })).status()).toBe(202);

  const after = await dropsToday(request, token);
  for (const reason of ['bot', 'gpc', 'dnt']) expect(after[reason] ?? 0, reason).toBeGreaterThanOrEqual((before[reason] ?? 0) + 1);

  // The browser's signal was stored after the three were answered: once it is in the rollups, so would they be.
  const sources = await waitForBreakdownValue(request, token, 'utm_source', `e2e-browser-${stamp}`);
  for (const dropped of [`e2e-headless-${stamp}`, `e2e-gpc-header-${stamp}`, `e2e-dnt-${stamp}`]) expect(sources).not.toContain(dropped);
});

test('at the collector: malformed and oversized bodies are refused with 400 and 413', async ({ request }) => {
  const post = (data: string) => postSignal(request, data, { 'user-agent': chromeUserAgent });
  expect((await post('not json')).status()).toBe(400);
  expect((await post(JSON.stringify({ n: 'purchase', u: '/', r: '', w: 1, b: 0, o: 0 }))).status()).toBe(400);
  expect((await post(JSON.stringify({ n: 'pageview', u: `/${'a'.repeat(4000)}`, r: '', w: 1, b: 0, o: 0 }))).status()).toBe(413);
});
