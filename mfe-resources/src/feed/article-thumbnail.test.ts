import { describe, expect, it } from 'vitest';
import { articleThumbnail, defaultArticleImage } from './article-thumbnail';
import { browserHtml } from './html/browser-html';

const origins = ['https://miro.medium.com', 'https://cdn-images-1.medium.com', 'http://127.0.0.1:54321'];
const body = (html: string) => browserHtml(html).imageSources();
/** The site's own URL of a feed picture (packages/contracts/src/feed-image.mjs). */
const served = (url: string) => `/feed-images?src=${encodeURIComponent(url)}`;

describe('articleThumbnail', () => {
  it("takes the first image of the post body on the publisher's CDN, served through the site's route", () => {
    const html =
      '<img src="https://medium.com/_/stat?event=post.clientViewed"><p>Text</p><img src="https://miro.medium.com/v2/first.png"><img src="https://cdn-images-1.medium.com/second.png">';
    expect(articleThumbnail(body(html), 'https://miro.medium.com/feed-thumbnail.png', origins)).toBe(
      served('https://miro.medium.com/v2/first.png'),
    );
  });

  it('matches the origin with its scheme and port (the local backend over http, the CDNs over https only)', () => {
    expect(articleThumbnail(body('<img src="http://127.0.0.1:54321/rss-to-json/images/a.svg">'), '', origins)).toBe(
      served('http://127.0.0.1:54321/rss-to-json/images/a.svg'),
    );
    expect(articleThumbnail(body('<img src="http://127.0.0.1:9999/a.svg">'), '', origins)).toBe(defaultArticleImage);
    expect(articleThumbnail(body('<img src="http://miro.medium.com/a.png">'), '', origins)).toBe(defaultArticleImage);
  });

  it("falls back to the feed's thumbnail when no body image is on the CDN, if it is on the CDN itself", () => {
    expect(
      articleThumbnail(body('<img src="https://evil.example/a.png"><p>No image</p>'), 'https://miro.medium.com/thumb.png', origins),
    ).toBe(served('https://miro.medium.com/thumb.png'));
    expect(articleThumbnail(body('<p>No image</p>'), 'https://example.com/thumb.png', origins)).toBe(defaultArticleImage);
  });

  it('falls back to the default image when there is neither', () => {
    expect(articleThumbnail(body('<p>No image</p>'), '', origins)).toBe(defaultArticleImage);
    expect(articleThumbnail(body('<p>No image</p>'), undefined, origins)).toBe(defaultArticleImage);
    expect(defaultArticleImage).toMatch(/default-article-image.*\.svg|^data:image\/svg/);
  });

  it('accepts only absolute http(s) URLs on an allowed origin, from the body and from the feed', () => {
    const hostile =
      '<img src="javascript:alert(1)"><img src="//miro.medium.com/relative.png"><img src="/local.png"><img src=x onerror=alert(1)><img src="https://miro.medium.com@evil.test/a.png"><img src="https://miro.medium.com.evil.test/a.png">';
    expect(articleThumbnail(body(hostile), "javascript:alert('x')", origins)).toBe(defaultArticleImage);
    expect(articleThumbnail(body(hostile), 'data:image/svg+xml,<svg onload=alert(1)>', origins)).toBe(defaultArticleImage);
    expect(articleThumbnail(body(hostile), 'ftp://miro.medium.com/a.png', origins)).toBe(defaultArticleImage);
  });
});
