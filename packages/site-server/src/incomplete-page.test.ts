import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningSiteServer, startSiteServer } from './site-server.js';
import { writeBuiltShell } from './test-support/built-shell.js';

/**
 * A built shell whose server entry numbers its renders, and says a render is incomplete (a part
 * failed, or ran out of time) until its third.
 */
function writeSite(root: string) {
  writeBuiltShell(root, {
    // noindex: the server does not render it in the background, so each render is a request's.
    routes: [{ path: '/', noindex: true }],
    entrySource: `let renders = 0;
    export async function renderPage() {
      renders += 1;
      return { head: '<title>Home</title>', body: '<main><h1>Render ' + renders + '</h1></main>', complete: renders >= 3 };
    }
    export const headAfterPaintElement = () => '';\n`,
  });
}

let root: string;
let site: RunningSiteServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-incomplete-'));
  writeSite(root);
  site = await startSiteServer({ root, port: 0 });
});

afterAll(async () => {
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
});

const headingOf = async (path: string) => /<h1>([^<]*)<\/h1>/.exec(await (await fetch(`${site.url}${path}`)).text())?.[1];

it('sends a page with a part cut short once, renders it again for the next request, and keeps it once whole', async () => {
  expect(await headingOf('/')).toBe('Render 1');
  expect(await headingOf('/')).toBe('Render 2');
  expect(await headingOf('/')).toBe('Render 3');
  expect(await headingOf('/')).toBe('Render 3');
});
