import defaultArticleImage from '../assets/default-article-image.svg';
import { httpUrl } from './safe-url';

export { defaultArticleImage };

/**
 * The article's picture: the first image of the post body hosted on the publisher's image CDN;
 * otherwise the feed's thumbnail; otherwise the default image shipped with this remote.
 * Only absolute http(s) URLs are taken from the feed.
 */
export function articleThumbnail(bodyImageSources: readonly string[], feedThumbnail: unknown, imageHosts: readonly string[]): string {
  const hosts = new Set(imageHosts.map((host) => host.toLowerCase()));
  for (const source of bodyImageSources) {
    // The raw attribute: a relative path resolved against this page would pass for absolute.
    const url = httpUrl(source);
    if (url && hosts.has(url.host)) return url.href;
  }
  return httpUrl(feedThumbnail)?.href ?? defaultArticleImage;
}
