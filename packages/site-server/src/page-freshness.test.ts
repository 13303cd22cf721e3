import { expect, it } from 'vitest';
import { serveRenderCountingSite } from './test-support/render-counting-site.js';

/**
 * A built shell whose server entry numbers its renders and says the data on `/` stays fresh for
 * 400 ms from the render, and that the data on `/stale` was stale already (a feed served stale
 * while it is refreshed).
 */
const headingOf = serveRenderCountingSite(
  'freshness',
  ['/', '/stale'],
  `let renders = 0;
    export async function renderPage(url) {
      renders += 1;
      const freshUntil = url === '/stale' ? Date.now() - 1 : Date.now() + 400;
      return { head: '<title>Page</title>', body: '<main><h1>Render ' + renders + '</h1></main>', complete: true, freshUntil };
    }
    export const headAfterPaintElement = () => '';\n`,
);

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
