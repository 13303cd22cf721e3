// @vitest-environment node
import { MemoryRouter } from '@staycompliant/router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PricingPage } from './pricing-page';

/** The page as the server renders it: in Node, with no window, document or storage. */
function serverHtml(url: string) {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <PricingPage />
    </MemoryRouter>,
  );
}

const selectedTab = (html: string) => /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([^<]*)<\/button>/.exec(html)?.[1];

describe('PricingPage on the server', () => {
  it('renders without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(serverHtml('/pricing')).toContain('Plans and prices');
  });

  it('renders the Legal tab and its prices for /pricing?tab=legal', () => {
    const html = serverHtml('/pricing?tab=legal');
    expect(selectedTab(html)).toBe('Legal');
    // Only the open tab's panel has content: the Legal prices, not the default tab's.
    expect(html).toContain('$549');
    expect(html).toContain('$1349');
    expect(html).not.toContain('$449');
  });

  it('renders the default tab for an unknown ?tab=', () => {
    const html = serverHtml('/pricing?tab=nope&utm_source=ad');
    expect(selectedTab(html)).toBe('Incorporation');
    expect(html).toContain('$449');
  });
});
