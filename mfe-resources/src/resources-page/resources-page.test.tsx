import { type NewsletterFormProps, registerRemoteLoader } from '@staycompliant/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sample from '../feed/fixtures/medium-feed-sample.json';
import { renderWithFeed, stubFeed } from '../test-support/render-with-feed';
import { curatedArticles } from './curated-articles';
import { ResourcesPage } from './resources-page';

const newsletterLoads: Array<{ remote: string; module: string }> = [];

beforeEach(() => {
  newsletterLoads.length = 0;
  registerRemoteLoader(async (remote, module) => {
    newsletterLoads.push({ remote, module });
    return {
      default: ({ tone, labelledBy }: NewsletterFormProps) => <form aria-labelledby={labelledBy}>tone {tone}</form>,
    };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A feed of `count` articles, made from the stored sample. */
function feedOf(count: number) {
  const items = Array.from({ length: count }, (_, index) => ({
    ...sample.items[index % sample.items.length]!,
    title: `Article ${index + 1}`,
    guid: `https://medium.com/p/${index + 1}`,
  }));
  return { ...sample, items };
}

const articleTitles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('ResourcesPage', () => {
  it("has one h1 with an introduction, six skeletons while loading, and the newsletter form in the light tone, named by its section's heading", async () => {
    stubFeed({ status: 200, body: sample });
    const { container } = renderWithFeed(<ResourcesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByText(/Plain-English articles on US incorporation/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading articles' }).querySelectorAll('[data-slot="article-card-skeleton"]')).toHaveLength(
      6,
    );
    // Not the footer's 'Subscribe to our newsletter': two forms of one page never share a name.
    expect(await screen.findByRole('form', { name: 'Get new guides by email' })).toHaveTextContent('tone light');
    expect(newsletterLoads).toEqual([{ remote: 'contact', module: './NewsletterForm' }]);
  });

  it('shows six articles at a time; Load More shows the next six and disappears when none are left', async () => {
    stubFeed({ status: 200, body: feedOf(14) });
    renderWithFeed(<ResourcesPage />);
    await screen.findByRole('list', { name: 'Articles' });
    expect(articleTitles()).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5', 'Article 6']);
    expect(screen.getByText('Showing 6 of 14 articles')).toBeInTheDocument();

    // A link to the page with six more, which works without JavaScript; once live, shown in place.
    expect(screen.getByRole('link', { name: 'Load More' })).toHaveAttribute('href', '?shown=12');
    await userEvent.click(screen.getByRole('link', { name: 'Load More' }));
    expect(articleTitles()).toHaveLength(12);
    expect(screen.getByRole('link', { name: /Read More: ?Article 7/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Load More' })).toHaveAttribute('href', '?shown=18');

    await userEvent.click(screen.getByRole('link', { name: 'Load More' }));
    expect(articleTitles()).toHaveLength(14);
    expect(screen.getByText('Showing 14 of 14 articles')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read More: ?Article 13/ })).toHaveFocus();
  });

  it('shows as many articles as its URL asks for, in whole pages of six', async () => {
    stubFeed({ status: 200, body: feedOf(14) });
    renderWithFeed(<ResourcesPage />, '/resources?shown=12');
    await screen.findByRole('list', { name: 'Articles' });
    expect(articleTitles()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 14 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Load More' })).toHaveAttribute('href', '?shown=18');
  });

  it('shows one page for a count the route does not accept, as the server renders it', async () => {
    stubFeed({ status: 200, body: feedOf(14) });
    renderWithFeed(<ResourcesPage />, '/resources?shown=7');
    await screen.findByRole('list', { name: 'Articles' });
    expect(articleTitles()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Load More' })).toHaveAttribute('href', '?shown=12');
  });

  it('has no Load More when the feed has six articles or fewer', async () => {
    stubFeed({ status: 200, body: feedOf(6) });
    renderWithFeed(<ResourcesPage />);
    await screen.findByRole('list', { name: 'Articles' });
    expect(articleTitles()).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('when the feed fails, shows the six curated articles with a notice; Retry brings the feed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFeed('network-error', 'network-error', 'network-error', 'network-error', { status: 200, body: sample });
    renderWithFeed(<ResourcesPage />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("We couldn't load our latest articles just now, so here are some of our most-read guides.");
    expect(articleTitles()).toEqual(curatedArticles.map((article) => article.title));
    expect(screen.queryByRole('link', { name: 'Load More' })).not.toBeInTheDocument();
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', 'https://medium.com/staycompliant');
    }

    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Delaware C-Corp or LLC? How to Choose Before You Raise' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(articleTitles()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Load More' })).toBeInTheDocument();
  });
});

describe('curatedArticles', () => {
  it('are six complete articles with 20-word excerpts and local images', () => {
    expect(curatedArticles).toHaveLength(6);
    for (const article of curatedArticles) {
      expect(article.excerpt).toMatch(/^(\S+ ){19}\S+\.\.\.$/);
      expect(article.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
      expect(article.thumbnail).not.toMatch(/^https?:/);
    }
  });
});
