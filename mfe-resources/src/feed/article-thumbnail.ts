import defaultArticleImage from '../assets/default-article-image.svg';
import { httpUrl } from './safe-url';

export { defaultArticleImage };

/**
 * The article's picture: the first image of the post body hosted on the publisher's image CDN;
 * otherwise the feed's thumbnail; otherwise the default image shipped with this remote.
 * Only absolute http(s) URLs are taken from the feed.
 */
export function articleThumbnail(body: Document, feedThumbnail: unknown, imageHosts: readonly string[]): string {
  const hosts = new Set(imageHosts.map((host) => host.toLowerCase()));
  for (const image of Array.from(body.querySelectorAll('img'))) {
    // The raw attribute: img.src would resolve a relative path against this page.
    const url = httpUrl(image.getAttribute('src'));
    if (url && hosts.has(url.host)) return url.href;
  }
  return httpUrl(feedThumbnail)?.href ?? defaultArticleImage;
}
