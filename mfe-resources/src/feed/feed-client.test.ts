import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FeedSource, feedRequestUrl, fetchArticles } from './feed-client';
import { FeedError, isWorthRetrying } from './feed-errors';
import sample from './fixtures/medium-feed-sample.json';

const source: FeedSource = {
  proxyUrl: 'http://127.0.0.1:54321/rss-to-json/v1/api.json',
  rssUrl: 'https://medium.com/feed/staycompliant',
  imageOrigins: ['http://127.0.0.1:54321'],
};

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

async function failureOf(promise: Promise<unknown>): Promise<FeedError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FeedError);
  return error as FeedError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchArticles', () => {
  it('asks the proxy for the publication with rss_url', async () => {
    const fetch = answer(sample);
    vi.stubGlobal('fetch', fetch);
    const articles = await fetchArticles(source);
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/rss-to-json/v1/api.json?rss_url=https%3A%2F%2Fmedium.com%2Ffeed%2Fstaycompliant',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(articles).toHaveLength(8);
  });

  it("keeps the proxy URL's own query", () => {
    expect(feedRequestUrl({ ...source, proxyUrl: 'https://api.rss2json.com/v1/api.json?api_key=k' })).toBe(
      'https://api.rss2json.com/v1/api.json?api_key=k&rss_url=https%3A%2F%2Fmedium.com%2Ffeed%2Fstaycompliant',
    );
  });

  it("an HTTP failure gives 'Failed to fetch Medium posts: {status}'", async () => {
    vi.stubGlobal('fetch', answer({ status: 'error', message: 'Cannot download this RSS feed' }, 422));
    const error = await failureOf(fetchArticles(source));
    expect(error.message).toBe('Failed to fetch Medium posts: 422');
    vi.stubGlobal('fetch', answer('Internal Server Error', 500));
    expect((await failureOf(fetchArticles(source))).message).toBe('Failed to fetch Medium posts: 500');
  });

  it.each([
    ['a status other than ok', { status: 'error', message: 'Cannot download this RSS feed', items: [] }],
    ['no status', { items: sample.items }],
    ['empty items', { status: 'ok', items: [] }],
    ['items that are not a list', { status: 'ok', items: 'none' }],
    ['a body that is not an object', 'null'],
  ])("%s gives 'Invalid response from Medium RSS feed'", async (_, body) => {
    vi.stubGlobal('fetch', answer(body));
    expect((await failureOf(fetchArticles(source))).message).toBe('Invalid response from Medium RSS feed');
  });

  it.each([
    ['a body that is not JSON', () => answer('<html>Bad gateway</html>')],
    ['a dropped connection', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])("%s gives 'Unknown error fetching articles'", async (_, fetch) => {
    vi.stubGlobal('fetch', fetch());
    const error = await failureOf(fetchArticles(source));
    expect(error.message).toBe('Unknown error fetching articles');
    expect(error.kind).toBe('unknown');
  });

  it("gives up on a proxy that never answers, with 'Unknown error fetching articles'", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      ),
    );
    const pending = failureOf(fetchArticles(source, { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: 'Unknown error fetching articles' });
  });
});

describe('isWorthRetrying', () => {
  it('retries what another attempt may fix, and nothing else', () => {
    const failure = async (fetch: ReturnType<typeof answer>) => {
      vi.stubGlobal('fetch', fetch);
      return failureOf(fetchArticles(source));
    };
    return Promise.all([
      failure(answer('', 500)).then((error) => expect(isWorthRetrying(error)).toBe(true)),
      failure(answer('', 429)).then((error) => expect(isWorthRetrying(error)).toBe(true)),
      failure(answer('', 422)).then((error) => expect(isWorthRetrying(error)).toBe(false)),
      failure(answer({ status: 'error' })).then((error) => expect(isWorthRetrying(error)).toBe(false)),
      failure(answer('garbage')).then((error) => expect(isWorthRetrying(error)).toBe(true)),
    ]);
  });
});
