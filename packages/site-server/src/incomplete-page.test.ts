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
  { incompleteForMs: 1000 },
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps a page with a part cut short for a moment only, renders it again after, and keeps it once whole', async () => {
  expect(await headingOf('/')).toBe('Render 1');
  // A flood within the moment costs no render.
  for (let n = 0; n < 20; n += 1) expect(await headingOf(`/?x=${n}`)).toBe('Render 1');
  await pause(1050);
  expect(await headingOf('/')).toBe('Render 2');
  await pause(1050);
  expect(await headingOf('/')).toBe('Render 3');
  await pause(1050);
  expect(await headingOf('/')).toBe('Render 3');
});
