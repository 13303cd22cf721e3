import { bothWidths, expect, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';
import { publicRoutes } from '../support/routes';

const routesWithoutJs = [...publicRoutes, '/admin/logos'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of routesWithoutJs) {
    test(`${path} has its content and head`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).not.toBeEmpty();
      await expect(page).toHaveTitle(/StayCompliant/);
      await expect(page.locator('head title')).toHaveCount(1);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(path);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title());
      const robots = page.locator('meta[name="robots"]');
      if (path === '/admin/logos') await expect(robots).toHaveAttribute('content', 'noindex');
      else await expect(robots).toHaveCount(0);
    });
  }

  test('an unknown service is the accounting page, canonically', async ({ page }) => {
    await page.goto('/services/no-such-service');
    await expect(page.locator('main h1')).toHaveText('Accounting & Bookkeeping');
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/services/accounting');
  });

  // docs/product.md: parts that read the backend render their placeholder on the server and load in
  // the browser, so a page never holds data that changes without a deploy.
  test("the home page holds the client logos' placeholder, not logos baked into the HTML", async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Clients who trust us' });
    await expect(section.getByRole('heading', { name: 'Clients who trust us' })).toBeVisible();
    await expect(section.getByRole('img')).toHaveCount(0);
    await expect(section.getByTestId('logo-placeholder').first()).toBeVisible();
  });

  for (const [path, carouselName] of [
    ['/customers', 'Founder testimonials'],
    ['/', 'What Our Clients Say'],
  ] as const) {
    test(`carousels show their first slide whole at any width (${path})`, bothWidths, async ({ page }) => {
      await page.goto(path);
      const carousel = page.getByRole('region', { name: carouselName });
      await carousel.scrollIntoViewIfNeeded();
      const slide = carousel.getByRole('group').first();
      await expect(slide).toBeVisible({ timeout: 5_000 });
      const first = await slide.boundingBox();
      const width = page.viewportSize()!.width;
      expect(first!.x).toBeGreaterThanOrEqual(0);
      expect(first!.x + first!.width).toBeLessThanOrEqual(width);
    });
  }

  test('an unknown path is the 404 page with status 404, not indexed', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Oops! Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the sitemap lists every public route and not the operators page', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of publicRoutes) expect(paths).toContain(path);
  for (const id of ['incorporation', 'legal', 'accounting', 'cfo', 'taxes', 'crypto']) expect(paths).toContain(`/services/${id}`);
  expect(paths).not.toContain('/admin/logos');
});

test('robots.txt is plain text and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

for (const path of ['/', '/pricing', '/services/legal', '/about']) {
  test(`hydrating the server-rendered ${path} shifts no layout`, bothWidths, async ({ page }) => {
    await stubExternalSites(page);
    await page.addInitScript(() => {
      const shifts: { value: number; atMs: number; moved: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      const describeNode = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
          : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          startTime: number;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          const moved = entry.sources.map(
            ({ node, previousRect: from, currentRect: to }) =>
              `${describeNode(node)}: ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
          );
          shifts.push({ value: entry.value, atMs: Math.round(entry.startTime), moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await waitForLiveApp(page);
    // The remote's part hydrates after the app is live; then a few frames for any shift to show.
    await expect
      .poll(() => page.locator('main h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$'))))
      .toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts)).toEqual([]);
  });
}
