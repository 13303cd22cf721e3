import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe (the same WCAG 2.2 AA tags as support/axe.ts) over the page once its h1 has rendered, minus
 * the shell's footer: the footer belongs to the shell's specs, and in this branch it still holds
 * mfe-contact's placeholder newsletter text, which fails colour contrast.
 */
export async function expectNoAxeViolationsInPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('footer')
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}
