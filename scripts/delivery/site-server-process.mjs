// The site server as it is deployed: packages/site-server/dist/cli.js in a process of its own, on a
// port given to it, for the delivery tests.
import { join } from 'node:path';
import { startBackgroundProcess } from './background-process.mjs';

const root = join(import.meta.dirname, '..', '..');
const cli = join(root, 'packages/site-server/dist/cli.js');

/**
 * Starts a site server on `port` with `env` added to this process's; resolves once it listens.
 * @param {{ port: number, env?: Record<string, string> }} options
 */
export function startSiteServerProcess({ port, env = {} }) {
  return startBackgroundProcess(`the site server on port ${port}`, process.execPath, [cli], {
    env: { ...process.env, SITE_ROOT: root, PORT: String(port), ...env },
    answers: (output) => output.includes(`Site: http://127.0.0.1:${port}`),
  });
}

/**
 * Resolves once `url`/readyz answers 200 (asked every 100 ms, for `timeoutMs` at most); rejects
 * with its last answer otherwise.
 * @param {string} url
 */
export async function untilReady(url, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer';
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/readyz did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * Asks a just-started site server for every page of its sitemap, one at a time, so the renders it
 * makes as it starts (the sitemap's pages, in the background: ssr/page-service.ts) are over before
 * a test measures or loads a page: a server in service has made them.
 * @param {string} origin
 */
export async function renderSitemapPages(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  for (const [, loc = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    await (await fetch(`${origin}${new URL(loc).pathname}`)).arrayBuffer();
  }
}
