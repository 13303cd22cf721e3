import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningSiteServer, startSiteServer } from './site-server.js';
import { writeBuiltShell } from './test-support/built-shell.js';

/**
 * A built shell whose server entry numbers its renders and says the data on `/` stays fresh for
 * 400 ms from the render, and that the data on `/stale` was stale already (a feed served stale
 * while it is refreshed).
 */
function writeSite(root: string) {
  writeBuiltShell(root, {
    // noindex: the server does not render them in the background, so each render is a request's.
    routes: [
      { path: '/', noindex: true },
      { path: '/stale', noindex: true },
    ],
    entrySource: `let renders = 0;
    export async function renderPage(url) {
      renders += 1;
      const freshUntil = url === '/stale' ? Date.now() - 1 : Date.now() + 400;
      return { head: '<title>Page</title>', body: '<main><h1>Render ' + renders + '</h1></main>', complete: true, freshUntil };
    }
    export const headAfterPaintElement = () => '';\n`,
  });
}

let root: string;
let site: RunningSiteServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-freshness-'));
  writeSite(root);
  site = await startSiteServer({ root, port: 0 });
});

afterAll(async () => {
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
});

const headingOf = async (path: string) => /<h1>([^<]*)<\/h1>/.exec(await (await fetch(`${site.url}${path}`)).text())?.[1];

it('keeps a page that shows data while that data is fresh, and renders it again once it is stale', async () => {
  const first = await headingOf('/');
  expect(await headingOf('/')).toBe(first);
  await new Promise((resolve) => setTimeout(resolve, 450));
  const second = await headingOf('/');
  expect(second).not.toBe(first);
  expect(await headingOf('/')).toBe(second);
});

it('does not keep a page whose data was stale when it was rendered', async () => {
  const first = await headingOf('/stale');
  expect(await headingOf('/stale')).not.toBe(first);
});
