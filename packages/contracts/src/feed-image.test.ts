import { describe, expect, it } from 'vitest';
import { allowedFeedImage, feedImageOrigins, feedImageRequest, feedImageSourceMaxLength, feedImageSrc } from './feed-image.mjs';

const origins = feedImageOrigins(['miro.medium.com', 'cdn-images-1.medium.com', '127.0.0.1:54321'], 'http://127.0.0.1:54321');

describe('feedImageOrigins', () => {
  it('gives each host https, and the backend its own scheme and port', () => {
    expect(origins).toEqual(['https://miro.medium.com', 'https://cdn-images-1.medium.com', 'http://127.0.0.1:54321']);
    expect(feedImageOrigins(['project.supabase.co', 'Images.Example:8443'], 'https://project.supabase.co')).toEqual([
      'https://project.supabase.co',
      'https://images.example:8443',
    ]);
  });

  it('drops what is not a bare host', () => {
    expect(feedImageOrigins(['a.example/path', 'user@b.example', 'c.example?x', ''], 'http://127.0.0.1:54321')).toEqual([]);
  });
});

describe('allowedFeedImage', () => {
  it('takes an absolute URL on an allowed origin, without its fragment', () => {
    expect(allowedFeedImage('https://miro.medium.com/v2/a.png#x', origins)?.href).toBe('https://miro.medium.com/v2/a.png');
    expect(allowedFeedImage('https://MIRO.medium.com:443/a.png', origins)?.href).toBe('https://miro.medium.com/a.png');
    expect(allowedFeedImage('http://127.0.0.1:54321/rss-to-json/images/a.svg', origins)?.href).toBe(
      'http://127.0.0.1:54321/rss-to-json/images/a.svg',
    );
  });

  it.each([
    ['a look-alike host', 'https://miro.medium.com.evil.test/a.png'],
    ['a host in the query', 'https://evil.test/?x=miro.medium.com'],
    ['userinfo', 'https://miro.medium.com@evil.test/a.png'],
    ['userinfo on an allowed host', 'https://user:pass@miro.medium.com/a.png'],
    ['another port', 'https://miro.medium.com:8443/a.png'],
    ['http to a CDN', 'http://miro.medium.com/a.png'],
    ['https to the http backend', 'https://127.0.0.1:54321/a.svg'],
    ['the backend on another port', 'http://127.0.0.1:54322/a.svg'],
    ['protocol-relative', '//miro.medium.com/a.png'],
    ['relative', '/a.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:image/svg+xml,<svg/>'],
    ['empty', ''],
    ['too long', `https://miro.medium.com/${'a'.repeat(feedImageSourceMaxLength)}`],
    ['not a string', 42],
  ])('refuses %s', (_what, value) => {
    expect(allowedFeedImage(value, origins)).toBeUndefined();
  });
});

describe('feedImageSrc', () => {
  it('is the site-relative route with the URL encoded, read back by URLSearchParams as it was', () => {
    const image = 'https://miro.medium.com/v2/resize:fit:1024/1*a&b=c.png?q=1';
    const route = feedImageSrc(new URL(image));
    expect(route).toBe(`/feed-images?src=${encodeURIComponent(image)}`);
    expect(new URL(route, 'http://site.test').searchParams.get('src')).toBe(image);
  });
});

describe('feedImageRequest', () => {
  const query = (...sources: string[]) => sources.map((source) => `src=${encodeURIComponent(source)}`).join('&');

  it('reads the one allowed picture a query names', () => {
    expect(feedImageRequest(query('https://miro.medium.com/a.png'), origins)).toEqual(new URL('https://miro.medium.com/a.png'));
  });

  it('refuses no src, two of them, a refused URL (400) and one past the length cap (414)', () => {
    expect(feedImageRequest('', origins)).toBe(400);
    expect(feedImageRequest(query('https://miro.medium.com/a.png', 'https://miro.medium.com/b.png'), origins)).toBe(400);
    expect(feedImageRequest(query('https://evil.test/a.png'), origins)).toBe(400);
    expect(feedImageRequest(query(`https://miro.medium.com/${'a'.repeat(feedImageSourceMaxLength)}`), origins)).toBe(414);
  });
});
