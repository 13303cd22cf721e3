import { describe, expect, it } from 'vitest';
import { defaultArticleImage } from './article-thumbnail';
import { articlesOf } from './feed-client';
import { feedItemToArticle } from './feed-item-to-article';
import hostileSample from './fixtures/hostile-feed-sample.json';
import sample from './fixtures/medium-feed-sample.json';
import { browserHtml } from './html/browser-html';

const origins = ['https://miro.medium.com', 'https://cdn-images-1.medium.com', 'http://127.0.0.1:54321'];
const sampleArticles = await articlesOf(sample, origins);
const hostileArticles = await articlesOf(hostileSample, origins);

describe('the stored feed sample', () => {
  const articles = sampleArticles;
  const first = articles[0]!;

  it('gives every item as an article, in feed order', () => {
    expect(articles.map((article) => article.title)).toEqual(sample.items.map((item) => item.title));
  });

  it('reduces the description to plain text and keeps its first 20 words, all a card shows', () => {
    expect(Object.keys(first).sort()).toEqual(['category', 'date', 'excerpt', 'id', 'link', 'publishedOn', 'thumbnail', 'title']);
    expect(first.excerpt).toBe(
      'Most founders ask the same first question: should the company be a Delaware C-corporation or an LLC? The honest answer...',
    );
  });

  it('formats the date in the long format, read as UTC', () => {
    expect(first.date).toBe('November 19, 2026');
    expect(first.publishedOn).toBe('2026-11-19');
  });

  it('labels the first category, and uses Article when the feed has none', () => {
    expect(first.category).toBe('Startup');
    const uncategorised = articles.find((article) => article.title === 'A Ten-Day Month-End Close for Startups')!;
    expect(uncategorised.category).toBe('Article');
  });

  it("takes the body's CDN image as thumbnail, served from the site's own route, or the default image when the post has none", () => {
    expect(first.thumbnail).toBe(
      `/feed-images?src=${encodeURIComponent('http://127.0.0.1:54321/rss-to-json/images/delaware-c-corp-vs-llc.svg')}`,
    );
    const imageless = articles.find((article) => article.title === 'A Ten-Day Month-End Close for Startups')!;
    expect(imageless.thumbnail).toBe(defaultArticleImage);
  });

  it('keeps the http(s) link', () => {
    expect(first.link).toBe(sample.items[0]!.link);
  });

  it('reads one item per task, so other tasks (a tap, a paint) run while a long feed is read', async () => {
    const order: string[] = [];
    const reading = articlesOf(sample, origins).then(() => order.push('feed read'));
    let tasksBetween = 0;
    const countTasks = () => {
      if (order.length > 0) return;
      tasksBetween += 1;
      setTimeout(countTasks, 0);
    };
    setTimeout(countTasks, 0);
    await reading;
    // Another task ran between each two items.
    expect(tasksBetween).toBeGreaterThanOrEqual(sample.items.length - 1);
  });

  it('stops reading when the request is cancelled', async () => {
    const controller = new AbortController();
    const reading = articlesOf(sample, origins, { signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toThrow();
  });
});

describe('fields beyond the sample', () => {
  it('reads a single `category` when there is no `categories` list', () => {
    const article = feedItemToArticle({ title: 'T', link: 'https://medium.com/a', category: 'tax-credits' }, origins, browserHtml)!;
    expect(article.category).toBe('Tax credits');
  });

  it('reads other date formats, and leaves an unreadable date empty', () => {
    expect(
      feedItemToArticle({ title: 'T', link: 'https://medium.com/a', pubDate: 'Tue, 15 Apr 2025 23:30:00 GMT' }, origins, browserHtml)!.date,
    ).toBe('April 15, 2025');
    expect(feedItemToArticle({ title: 'T', link: 'https://medium.com/a', pubDate: 'soon' }, origins, browserHtml)!).toMatchObject({
      date: '',
      publishedOn: '',
    });
  });

  it('skips an item without a title', () => {
    expect(feedItemToArticle({ title: '  ', link: 'https://medium.com/a' }, origins, browserHtml)).toBeUndefined();
  });
});

describe('a hostile feed', () => {
  const articles = hostileArticles;
  const [payroll, dataThumbnail] = articles;

  it('turns markup into inert text: no script text, no handler, no javascript: link', () => {
    expect(payroll!.title).toBe('Payroll taxes & you');
    expect(payroll!.excerpt).toBe(
      "Payroll taxes start with your first hire. Read the javascript link Escaped markup stays text: <script>alert('escaped')</script>",
    );
    expect(payroll!.excerpt).not.toContain('pwned');
    expect(payroll!.category).toBe('Payroll');
  });

  it('never takes a javascript:, data: or off-CDN image as thumbnail', () => {
    expect(payroll!.thumbnail).toBe(defaultArticleImage);
    expect(dataThumbnail!.thumbnail).toBe(defaultArticleImage);
  });

  it('drops an item whose link is not http(s)', () => {
    expect(articles.map((article) => article.title)).toEqual(['Payroll taxes & you', 'A data: thumbnail']);
  });

  it('bounds an enormous description and still excerpts 20 words', () => {
    const enormous = `<p>${'<script>alert(1)</script>tax '.repeat(100_000)}</p>`;
    const article = feedItemToArticle(
      { title: 'Huge', link: 'https://medium.com/huge', description: enormous, content: enormous },
      origins,
      browserHtml,
    )!;
    expect(article.excerpt).not.toContain('alert');
    expect(article.excerpt).toBe(`${'tax '.repeat(20).trim()}...`);
  }, 20_000);
});
