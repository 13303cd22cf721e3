import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultArticleImage } from '../feed/article-thumbnail';
import hostileSample from '../feed/fixtures/hostile-feed-sample.json';
import sample from '../feed/fixtures/medium-feed-sample.json';
import { renderWithFeed, stubFeed } from '../test-support/render-with-feed';
import { LatestArticles } from './latest-articles';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LatestArticles', () => {
  it('shows three skeleton cards, then the three newest articles', async () => {
    stubFeed({ status: 200, body: sample });
    const { container } = renderWithFeed(<LatestArticles />);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading articles' });
    expect(loading.querySelectorAll('[data-slot="article-card-skeleton"]')).toHaveLength(3);

    const list = await screen.findByRole('list', { name: 'Latest articles' });
    expect(screen.queryByRole('status', { name: 'Loading articles' })).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Delaware C-Corp or LLC? How to Choose Before You Raise' })).toBeInTheDocument();
    expect(first.getByText('Startup')).toBeInTheDocument();
    expect(first.getByText('November 19, 2026')).toBeInTheDocument();
    // The feed's picture through the site's own route, not from the backend's origin.
    expect(cards[0]!.querySelector('img')).toHaveAttribute(
      'src',
      `/feed-images?src=${encodeURIComponent('http://127.0.0.1:54321/rss-to-json/images/delaware-c-corp-vs-llc.svg')}`,
    );
    const readMore = first.getByRole('link', { name: /Read More/ });
    expect(readMore).toHaveAttribute('href', sample.items[0]!.link);
    expect(readMore).toHaveAttribute('target', '_blank');
    expect(container.querySelectorAll('h1')).toHaveLength(0);
  });

  it('after the retries, shows the failure message; Retry loads the articles', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const feed = stubFeed(
      { status: 500, body: 'Internal Server Error' },
      { status: 500, body: '' },
      { status: 500, body: '' },
      { status: 500, body: '' },
      { status: 200, body: sample },
    );
    renderWithFeed(<LatestArticles />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load articles. Please try again later.');
    expect(feed.requests).toHaveLength(4);
    expect(console.warn).toHaveBeenCalledWith('[mfe-resources] Failed to fetch Medium posts: 500', '');

    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Latest articles' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('gives up at once when the proxy refuses the feed (no retries to wait through)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const feed = stubFeed({ status: 200, body: { status: 'error', message: 'Cannot download this RSS feed' } });
    renderWithFeed(<LatestArticles />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load articles. Please try again later.');
    expect(feed.requests).toHaveLength(1);
  });

  it('renders a hostile feed as inert text: no script, no handler, no javascript: URL', async () => {
    stubFeed({ status: 200, body: hostileSample });
    const { container } = renderWithFeed(<LatestArticles />);
    const list = await screen.findByRole('list', { name: 'Latest articles' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Payroll taxes & you' })).toBeInTheDocument();
    expect(screen.getByText(/Escaped markup stays text: <script>alert\('escaped'\)<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('script, style, [onerror], [onclick]')).toBeNull();
    const images = Array.from(container.querySelectorAll('img'), (image) => image.getAttribute('src'));
    expect(images).toEqual([defaultArticleImage, defaultArticleImage]);
    for (const link of Array.from(container.querySelectorAll('a'))) {
      expect(link.getAttribute('href')).toMatch(/^(https:\/\/|\/resources$)/);
    }
    expect(document.body.dataset.pwned).toBeUndefined();
  });
});
