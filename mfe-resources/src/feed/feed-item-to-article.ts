import type { Article } from './article';
import { articleCategories, articleCategory } from './article-category';
import { articleDate } from './article-date';
import { articleExcerpt } from './article-excerpt';
import { articleThumbnail } from './article-thumbnail';
import type { HtmlReader } from './html/html-reader';
import { httpUrl } from './safe-url';

/** The longest plain-text description read for the excerpt: bounded for a hostile feed. */
const maxDescriptionLength = 2000;

/** One entry of rss2json's `items`, as received: nothing in it is trusted. */
export type FeedItem = Record<string, unknown>;

function stringField(item: FeedItem, name: string): string {
  const value = item[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The article of one feed item, or undefined when the item has no title or no http(s) link.
 * Text fields go through the HTML parser `read` (the browser's or the server's), so markup and
 * entities end up as plain text.
 */
export function feedItemToArticle(item: FeedItem, imageOrigins: readonly string[], read: HtmlReader): Article | undefined {
  const title = read(stringField(item, 'title')).text();
  const link = httpUrl(item.link)?.href;
  if (!title || !link) return undefined;
  const descriptionHtml = stringField(item, 'description');
  const contentHtml = stringField(item, 'content') || descriptionHtml;
  const content = read(contentHtml);
  const thumbnail = articleThumbnail(content.imageSources(), item.thumbnail, imageOrigins);
  // rss2json's content and description are often the same HTML: parsed once then.
  const description = (contentHtml === descriptionHtml ? content : read(descriptionHtml)).text().slice(0, maxDescriptionLength);
  return {
    id: stringField(item, 'guid') || link,
    title,
    excerpt: articleExcerpt(description),
    ...articleDate(item.pubDate),
    category: articleCategory(articleCategories(item.categories, item.category, read)),
    thumbnail,
    link,
  };
}
