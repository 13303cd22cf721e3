import { allowedFeedImage, feedImageSrc } from '@staycompliant/contracts/feed-image';
import defaultArticleImage from '../assets/default-article-image.svg';

export { defaultArticleImage };

/**
 * The article's picture: the first image of the post body on one of the feed's image origins;
 * otherwise the feed's thumbnail, on one of them too; otherwise the default image shipped with this
 * remote. A feed picture is served by the site itself (`/feed-images`, docs/architecture/site-server.md, "Feed
 * pictures"), so the URL returned is that route's, never another origin's.
 */
export function articleThumbnail(bodyImageSources: readonly string[], feedThumbnail: unknown, imageOrigins: readonly string[]): string {
  // The raw attributes: a relative path resolved against this page would pass for absolute.
  for (const source of [...bodyImageSources, feedThumbnail]) {
    const picture = allowedFeedImage(source, imageOrigins);
    if (picture) return feedImageSrc(picture);
  }
  return defaultArticleImage;
}
