import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForLiveApp } from '../support/fixtures';
import { testPagesThroughHydration } from '../support/page-through-hydration';
import { ownerOf } from '../support/route-owners';
import { serverRenderedRoutes, serviceIds, servicesInTheSitemap } from '../support/routes';

// The shell's own page, the 404 page, hydrated in the browser; each remote's pages are checked in its
// team's folder (hydration.spec.ts there), so each team's slice runs them.

test('the routes checked here are every service page of the sitemap', async ({ request }) => {
  expect((await servicesInTheSitemap(request)).sort()).toEqual([...serviceIds].sort());
});

testPagesThroughHydration('shell');

test("every page the server renders is checked here or in its owner's folder", () => {
  const specs = readdirSync(join(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('hydration.spec.ts'),
  );
  const calls = specs.map((file) => readFileSync(join(import.meta.dirname, '..', file), 'utf8')).join('\n');
  for (const owner of new Set(serverRenderedRoutes.map(ownerOf))) {
    expect(calls, `the pages ${owner} owns`).toContain(`testPagesThroughHydration('${owner}')`);
  }
});

// The server and the browser render the same tree, so useId gives the same ids: hydration keeps the
// server's ids in the DOM, and what the browser renders later (an accordion item's aria-controls)
// must name ids that are there.
for (const [path, item] of [
  ['/pricing', 'Are these prices final?'],
  ['/services/incorporation', 'Closure and dissolution'],
] as const) {
  test(`on ${path}, an accordion item opened in the browser names its content, which names it back`, async ({ page }) => {
    await page.goto(path);
    await waitForLiveApp(page);
    const trigger = page.getByRole('button', { name: item });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const controls = await trigger.getAttribute('aria-controls');
    const content = page.locator(`[id="${controls}"]`);
    await expect(content, `the element aria-controls="${controls}" names`).toHaveCount(1, { timeout: 2_000 });
    await expect(content).toHaveAttribute('aria-labelledby', (await trigger.getAttribute('id')) ?? '');
  });
}
