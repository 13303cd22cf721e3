/** One article of the publication, as the site shows it. Every field is plain text or a checked URL. */
export interface Article {
  id: string;
  title: string;
  /**
   * The post's first 20 words as plain text (never HTML), see articleExcerpt: all a card shows, so
   * all the page state hands the browser.
   */
  excerpt: string;
  /** 'YYYY-MM-DD' (UTC), or '' when the feed's date is unreadable. */
  publishedOn: string;
  /** Long format, e.g. 'April 15, 2025'. */
  date: string;
  /** The feed's first category, or 'Article'. */
  category: string;
  /** The site's own URL of a feed picture (`/feed-images?src=…`), or the default image shipped with this remote. */
  thumbnail: string;
  /** An http(s) URL. */
  link: string;
}
