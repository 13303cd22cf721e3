import { siteConfig } from '@staycompliant/site-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Article } from './article';
import { type FeedSource, fetchArticles } from './feed-client';
import { type FeedError, isWorthRetrying } from './feed-errors';

const feedSource: FeedSource = siteConfig.feed;

export const articlesQueryKey = ['feed-articles', feedSource.proxyUrl, feedSource.rssUrl] as const;

/**
 * The publication's articles through the shell's query client (5-minute cache, 3 retries with
 * 1 s doubling backoff). Only failures another attempt may fix are retried, see isWorthRetrying.
 */
export function useArticles() {
  const query = useQuery<Article[], FeedError>({
    queryKey: articlesQueryKey,
    queryFn: ({ signal }) => fetchArticles(feedSource, { signal }),
    retry: (failureCount, error) => failureCount < 3 && isWorthRetrying(error),
  });
  const { error } = query;
  useEffect(() => {
    // Kept for whoever reads the console; the visitor sees the friendly message instead.
    if (error) console.warn(`[mfe-resources] ${error.message}`, error.cause ?? '');
  }, [error]);
  return query;
}
