import { bothWidths, expect, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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
