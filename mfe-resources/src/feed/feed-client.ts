import { nextTask } from '@staycompliant/app-runtime';
import type { Article } from './article';
import { httpFailure, invalidResponse, timedOut, toFeedError } from './feed-errors';
import { type FeedItem, feedItemToArticle } from './feed-item-to-article';
import { browserHtml } from './html/browser-html';
import type { HtmlReader } from './html/html-reader';

export interface FeedSource {
  /** The RSS-to-JSON proxy (rss2json's api.json). */
  proxyUrl: string;
  /** The publication's RSS feed, sent as rss_url. */
  rssUrl: string;
  /** Origins of the publisher's image CDN (site-config's `feed.imageOrigins`). */
  imageOrigins: readonly string[];
}

/** A proxy that has not answered by then will not: the visitor gets the failure and a Retry. */
const feedTimeoutMs = 10_000;

export function feedRequestUrl({ proxyUrl, rssUrl }: FeedSource): string {
  const url = new URL(proxyUrl);
  url.searchParams.set('rss_url', rssUrl);
  return url.href;
}

export interface FeedReading {
  /** Cancels the request, or the reading of its answer. */
  signal?: AbortSignal;
  /** How each item's HTML is parsed: the browser's DOMParser unless given (the server gives parse5's). */
  read?: HtmlReader;
}

/**
 * The publication's articles, newest first as the feed lists them. Every failure is a FeedError
 * with one of the feed's messages (docs/product.md, "Messages").
 */
export async function fetchArticles(
  source: FeedSource,
  { signal, read, timeoutMs = feedTimeoutMs }: FeedReading & { timeoutMs?: number } = {},
): Promise<Article[]> {
  const request = withTimeout(signal, timeoutMs);
  try {
    const response = await fetch(feedRequestUrl(source), { signal: request.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw httpFailure(response.status);
    const answer: unknown = await response.json();
    return await articlesOf(answer, source.imageOrigins, { signal: request.signal, read });
  } catch (error) {
    throw request.timedOut() ? timedOut() : toFeedError(error);
  } finally {
    request.done();
  }
}

/**
 * The articles of a proxy answer: `status` must be 'ok' and `items` a non-empty list. Each item's
 * HTML goes through a parser, so each is read in a task of its own: a whole feed at once made a task
 * long enough to delay a tap on a phone (and, on the server, another visitor's page).
 */
export async function articlesOf(
  answer: unknown,
  imageOrigins: readonly string[],
  { signal, read = browserHtml }: FeedReading = {},
): Promise<Article[]> {
  if (typeof answer !== 'object' || answer === null) throw invalidResponse();
  const { status, items } = answer as { status?: unknown; items?: unknown };
  if (status !== 'ok' || !Array.isArray(items) || items.length === 0) throw invalidResponse();
  const articles: Article[] = [];
  for (const item of items as unknown[]) {
    await nextTask();
    signal?.throwIfAborted();
    if (typeof item !== 'object' || item === null) continue;
    const article = feedItemToArticle(item as FeedItem, imageOrigins, read);
    if (article) articles.push(article);
  }
  if (articles.length === 0) throw invalidResponse();
  return articles;
}

/** An abort signal that fires when the caller aborts or after timeoutMs, whichever comes first. */
function withTimeout(outer: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}
