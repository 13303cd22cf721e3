import { createQueryClient, dataFreshMs, fillQueryOnServer, serverRenderedQueries } from '@staycompliant/app-runtime';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Article } from '../article';
import { articlesQueryKey, serverFeedWaitMs } from '../use-articles';
import { feedOnServer } from './server-feed';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

const articles = [{ id: 'a', title: 'First' }] as Article[];

/** One page's render on the server: what its query client holds once the feed has been waited for. */
async function renderPage(articlesOnServer: ReturnType<typeof feedOnServer>) {
  const client = createQueryClient();
  const wait = fillQueryOnServer(client, articlesQueryKey, articlesOnServer, serverFeedWaitMs);
  await vi.advanceTimersByTimeAsync(serverFeedWaitMs);
  await wait;
  return serverRenderedQueries(client);
}

it('a feed slower than 1 s: the render gives up on it, the answer still fills the cache for the next render', async () => {
  const load = vi.fn(() => new Promise<Article[]>((resolve) => setTimeout(() => resolve(articles), 2500)));
  const articlesOnServer = feedOnServer(load);

  expect(await renderPage(articlesOnServer)).toMatchObject({ complete: false, state: { queries: [] } });
  await vi.advanceTimersByTimeAsync(1500);
  const next = await renderPage(articlesOnServer);
  expect(next).toMatchObject({ complete: true, freshUntil: 2500 + dataFreshMs });
  expect(next.state.queries[0]?.state).toMatchObject({ data: articles, dataUpdatedAt: 2500 });
  expect(load).toHaveBeenCalledTimes(1);
});

it('a stale feed is rendered at once while it is refreshed, and the page is not kept beyond its freshness', async () => {
  const load = vi.fn(async () => articles);
  const articlesOnServer = feedOnServer(load);
  await renderPage(articlesOnServer);
  vi.setSystemTime(dataFreshMs + 60_000);
  const stale = await renderPage(articlesOnServer);
  expect(stale).toMatchObject({ complete: true, freshUntil: dataFreshMs });
  expect(load).toHaveBeenCalledTimes(2);
});
