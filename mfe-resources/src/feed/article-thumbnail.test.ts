import { describe, expect, it } from 'vitest';
import { articleThumbnail, defaultArticleImage } from './article-thumbnail';
import { browserHtml } from './html/browser-html';

const hosts = ['miro.medium.com', 'cdn-images-1.medium.com', '127.0.0.1:54321'];
const body = (html: string) => browserHtml(html).imageSources();

describe('articleThumbnail', () => {
  it("takes the first image of the post body hosted on the publisher's CDN", () => {
    const html =
      '<img src="https://medium.com/_/stat?event=post.clientViewed"><p>Text</p><img src="https://miro.medium.com/v2/first.png"><img src="https://cdn-images-1.medium.com/second.png">';
    expect(articleThumbnail(body(html), 'https://example.com/feed-thumbnail.png', hosts)).toBe('https://miro.medium.com/v2/first.png');
  });

  it('matches the host with its port (the local backend)', () => {
    expect(articleThumbnail(body('<img src="http://127.0.0.1:54321/rss-to-json/images/a.svg">'), '', hosts)).toBe(
      'http://127.0.0.1:54321/rss-to-json/images/a.svg',
    );
    expect(articleThumbnail(body('<img src="http://127.0.0.1:9999/a.svg">'), '', hosts)).toBe(defaultArticleImage);
  });

  it("falls back to the feed's thumbnail when no body image is on the CDN", () => {
    expect(articleThumbnail(body('<img src="https://evil.example/a.png"><p>No image</p>'), 'https://example.com/thumb.png', hosts)).toBe(
      'https://example.com/thumb.png',
    );
  });

  it('falls back to the default image when there is neither', () => {
    expect(articleThumbnail(body('<p>No image</p>'), '', hosts)).toBe(defaultArticleImage);
    expect(articleThumbnail(body('<p>No image</p>'), undefined, hosts)).toBe(defaultArticleImage);
    expect(defaultArticleImage).toMatch(/default-article-image.*\.svg|^data:image\/svg/);
  });

  it('accepts only absolute http(s) URLs, from the body and from the feed', () => {
    const hostile =
      '<img src="javascript:alert(1)"><img src="//miro.medium.com/relative.png"><img src="/local.png"><img src=x onerror=alert(1)>';
    expect(articleThumbnail(body(hostile), "javascript:alert('x')", hosts)).toBe(defaultArticleImage);
    expect(articleThumbnail(body(hostile), 'data:image/svg+xml,<svg onload=alert(1)>', hosts)).toBe(defaultArticleImage);
    expect(articleThumbnail(body(hostile), 'ftp://miro.medium.com/a.png', hosts)).toBe(defaultArticleImage);
  });
});
