import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import { elementsWithConflictingClasses } from '../packages/ui/testing/class-conflicts';

/** The part of the page from `top` down, one viewport high, as an element a screenshot can frame. */
function sliceOfPage(top: number) {
  const slice = document.createElement('div');
  const height = Math.min(window.innerHeight, document.documentElement.scrollHeight - top);
  slice.style.cssText = `position: absolute; left: 0; top: ${top}px; width: 100%; height: ${height}px; pointer-events: none;`;
  document.body.append(slice);
  return slice;
}

// Every story that rendered gets a screenshot of the page (portals included) compared with its
// committed baseline. Update baselines with `pnpm test:stories:update`.
afterEach(async (context) => {
  const { task, expect } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  if (!storyId || task.result?.state === 'fail' || task.mode === 'skip') return;
  // Every variant the story shows: no element with two classes that set the same property (the
  // kit's cn merges nothing, packages/ui/src/lib/cn.ts).
  expect(elementsWithConflictingClasses(document.body), 'elements whose classes override each other').toEqual([]);
  await document.fonts.ready;
  const { parameters } = (context as { story?: { parameters?: { fullPageScreenshot?: boolean } } }).story ?? {};
  if (!parameters?.fullPageScreenshot) {
    await expect(page.elementLocator(document.body)).toMatchScreenshot(storyId);
    return;
  }
  // The browser shows one viewport, and a screenshot of a taller body is blank below it: a long page
  // (the Foundations) is compared in viewport-high slices, `<story>`, `<story>-part-2`...
  for (let top = 0, part = 1; top < document.documentElement.scrollHeight; top += window.innerHeight, part += 1) {
    const slice = sliceOfPage(top);
    await expect.soft(page.elementLocator(slice)).toMatchScreenshot(part === 1 ? storyId : `${storyId}-part-${part}`);
    slice.remove();
  }
});
