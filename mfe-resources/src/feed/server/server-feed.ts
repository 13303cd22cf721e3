import { dataFreshMs, type ServerAnswer } from '@staycompliant/app-runtime';
import { siteConfig } from '@staycompliant/site-config';
import type { Article } from '../article';
import { fetchArticles } from '../feed-client';
import { serverHtml } from '../html/server-html';
import { staleWhileRevalidate } from './stale-while-revalidate';

/**
 * While the proxy keeps failing, the last good feed is served for up to an hour after it was read;
 * after that the server renders without it, and the browser asks the proxy itself, with Retry.
 */
const lastGoodFeedMs = 60 * 60 * 1000;

/**
 * The feed for the pages the server renders, kept as the browser keeps it: fresh for 5 minutes
 * from when it was read (the page hands the browser that time), then served stale while one
 * refresh runs.
 */
export function feedOnServer(load: () => Promise<Article[]>): () => Promise<ServerAnswer<Article[]>> {
  const cache = staleWhileRevalidate({ load, freshMs: dataFreshMs, maxAgeMs: lastGoodFeedMs });
  return () => cache.get().then(({ value, fetchedAt }) => ({ data: value, updatedAt: fetchedAt }));
}

/** An error and its causes on one line: 'Unknown error fetching articles: fetch failed: connect ECONNREFUSED …'. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}: ${reasonOf(error.cause)}`;
}

/** One per server bundle of mfe-resources: every request this process renders shares it. */
export const articlesOnServer = feedOnServer(() =>
  fetchArticles(siteConfig.feed, { read: serverHtml }).catch((error: unknown) => {
    console.warn(`[mfe-resources] The feed failed on the server: ${reasonOf(error)}`);
    throw error;
  }),
);
