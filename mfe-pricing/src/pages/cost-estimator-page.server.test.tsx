// @vitest-environment node
import { MemoryRouter } from '@staycompliant/router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CostEstimatorPage } from './cost-estimator-page';

/** The page as the server renders it: in Node, with no window, document or storage. */
function serverHtml(url: string) {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <CostEstimatorPage />
    </MemoryRouter>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('CostEstimatorPage on the server', () => {
  it('renders the default estimate without a browser', () => {
    expect(typeof window).toBe('undefined');
    const page = text(serverHtml('/pricing/estimate'));
    expect(page).toContain('First-year cost estimate');
    expect(page).toContain('First year $1,048');
    expect(page).toContain('Statutory state fees are extra.');
  });

  it('renders the estimate a shared URL holds, choices and totals', () => {
    const html = serverHtml('/pricing/estimate?entity=c-corp&owners=foreign&acct=pro&legal=enterprise&states=1');
    expect(html).toMatch(/<input[^>]*value="c-corp"[^>]*checked=""|<input[^>]*checked=""[^>]*value="c-corp"/);
    const page = text(html);
    // 449 + 899 × 12 + 1200 + 300 (one state) + 300 (Form 5472, pre-selected for foreign owners)
    expect(page).toContain('First year from $13,037');
    expect(page).toContain('Each year from the second from $12,588');
    expect(page).toContain('Tailored Pricing');
    expect(page).toContain('Legal plan · Enterprise');
  });

  it('renders the estimate a link in the earlier spelling holds', () => {
    const html = serverHtml('/pricing/estimate?entity=llc-multi&owner=foreign');
    expect(html).toMatch(/<input[^>]*value="multi-member-llc"[^>]*checked=""|<input[^>]*checked=""[^>]*value="multi-member-llc"/);
    // 449 + 599 + 300 (Form 5472, pre-selected for foreign owners)
    expect(text(html)).toContain('First year $1,348');
  });

  it('renders the defaults for a hand-edited query, and does not crash', () => {
    const page = text(serverHtml('/pricing/estimate?entity=%3Cscript%3E&states=-4&acct=platinum'));
    expect(page).toContain('First year $1,048');
  });
});
