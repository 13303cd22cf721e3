import { fillQueryOnServer } from '@staycompliant/app-runtime';
import { useQuery, useQueryClient } from '@staycompliant/query';
import { siteConfig } from '@staycompliant/site-config';
import { use, useEffect } from 'react';
import type { Article } from './article';
import { type FeedSource, fetchArticles } from './feed-client';
import { type FeedError, isWorthRetrying } from './feed-errors';

const feedSource: FeedSource = siteConfig.feed;

export const articlesQueryKey = ['feed-articles', feedSource.proxyUrl, feedSource.rssUrl] as const;

/** The longest a page's render on the server waits for the feed; after that it shows the skeletons. */
export const serverFeedWaitMs = 1000;

// Imported only by the server bundle: parse5 and the server's cache stay out of the browser's.
const articlesOnServer = () => import('./server/server-feed').then((feed) => feed.articlesOnServer());

/** The newest `first` articles, or all of them: what a page shows is what its state carries. */
const firstOf = (articles: Article[], first: number | undefined) => (first === undefined ? articles : articles.slice(0, first));

/**
 * The publication's articles through the shell's query client (5-minute cache, 3 retries with
 * 1 s doubling backoff). Only failures another attempt may fix are retried, see isWorthRetrying.
 * On the server the render waits up to serverFeedWaitMs for the server's copy of the feed, so the
 * page's HTML holds the articles and the browser hydrates them without asking again. With `first`,
 * only the newest `first` are kept, under a key of their own: the home page's state carries its
 * three articles, not the whole feed (1.4 KB less of its compressed HTML).
 */
export function useArticles({ first }: { first?: number } = {}) {
  const queryClient = useQueryClient();
  const queryKey = first === undefined ? articlesQueryKey : [...articlesQueryKey, { first }];
  if (import.meta.env.SSR) {
    const load = () => articlesOnServer().then((answer) => answer && { ...answer, data: firstOf(answer.data, first) });
    use(fillQueryOnServer(queryClient, queryKey, load, serverFeedWaitMs));
  }
  const query = useQuery<Article[], FeedError>({
    queryKey,
    queryFn: ({ signal }) => fetchArticles(feedSource, { signal }).then((articles) => firstOf(articles, first)),
    retry: (failureCount, error) => failureCount < 3 && isWorthRetrying(error),
  });
  const { error } = query;
  useEffect(() => {
    // Kept for whoever reads the console; the visitor sees the friendly message instead.
    if (error) console.warn(`[mfe-resources] ${error.message}`, error.cause ?? '');
  }, [error]);
  return query;
}
