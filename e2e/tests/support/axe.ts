import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations when axe finds any (WCAG 2.2 AA rules, heading-order, which
 * Lighthouse's accessibility score counts, and landmark-unique: two forms or navigations of one page
 * never share a name) on the whole page: the remote's content, the shell's
 * header and footer, and the federated newsletter form.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  const results = await withEveryBandRendered(page, () =>
    new AxeBuilder({ page })
      .options({ rules: { 'heading-order': { enabled: true }, 'landmark-unique': { enabled: true } } })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze(),
  );
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

/** axe at the page's width, then at 375 px, and back at its width after. */
export async function expectNoAxeViolationsAtBothWidths(page: Page) {
  const width = page.viewportSize()!;
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(width);
}

/**
 * Runs `check` with every `content-visibility: auto` band rendered, as it is once the visitor
 * scrolls to it. A band far off screen is not laid out, and axe read the colours of the footer's
 * text there as whatever happened to be painted at its place (README.md, "How it is put together").
 * The style is set through the CSSOM, which the Content-Security-Policy allows.
 */
async function withEveryBandRendered<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('body *').forEach((element) => {
      if (getComputedStyle(element).contentVisibility !== 'auto') return;
      element.dataset.axeContentVisibility = element.style.contentVisibility;
      element.style.contentVisibility = 'visible';
    });
  });
  try {
    return await check();
  } finally {
    await page.evaluate(() => {
      document.querySelectorAll<HTMLElement>('[data-axe-content-visibility]').forEach((element) => {
        element.style.contentVisibility = element.dataset.axeContentVisibility ?? '';
        delete element.dataset.axeContentVisibility;
      });
    });
  }
}
