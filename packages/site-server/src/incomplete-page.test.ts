import { expect, it } from 'vitest';
import { serveRenderCountingSite } from './test-support/render-counting-site.js';

/**
 * A built shell whose server entry numbers its renders, and says a render is incomplete (a part
 * failed, or ran out of time) until its third.
 */
const headingOf = serveRenderCountingSite(
  'incomplete',
  ['/'],
  `let renders = 0;
    export async function renderPage() {
      renders += 1;
      return { head: '<title>Home</title>', body: '<main><h1>Render ' + renders + '</h1></main>', complete: renders >= 3 };
    }
    export const headAfterPaintElement = () => '';\n`,
);

it('sends a page with a part cut short once, renders it again for the next request, and keeps it once whole', async () => {
  expect(await headingOf('/')).toBe('Render 1');
  expect(await headingOf('/')).toBe('Render 2');
  expect(await headingOf('/')).toBe('Render 3');
  expect(await headingOf('/')).toBe('Render 3');
});
