import { afterEach } from 'vitest';
import { page } from 'vitest/browser';

// Every story that rendered gets a screenshot of the page (portals included) compared with its
// committed baseline. Update baselines with `pnpm test:stories:update`.
afterEach(async ({ task, expect }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  if (!storyId || task.result?.state === 'fail' || task.mode === 'skip') return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(storyId);
});
