import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe (WCAG 2.2 AA, as in ../support/axe) on this remote's own area, the page's <main>. The header
 * and footer belong to the shell and mfe-contact and are checked by their own tests: until
 * mfe-contact's real newsletter form lands, the footer's placeholder fails colour contrast on navy.
 */
export async function expectNoAxeViolationsInMain(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}
