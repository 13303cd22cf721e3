// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { devFeedImageAnswer } from './feed-images-in-dev';

const origins = ['https://miro.medium.com', 'http://127.0.0.1:54321'];
const src = (url: string) => `/feed-images?src=${encodeURIComponent(url)}`;

describe("pnpm dev's /feed-images", () => {
  it('sends the browser to an allowed picture', () => {
    expect(devFeedImageAnswer(src('http://127.0.0.1:54321/rss-to-json/images/a.svg'), origins)).toEqual({
      status: 302,
      location: 'http://127.0.0.1:54321/rss-to-json/images/a.svg',
    });
  });

  it('refuses what the site server refuses, and leaves other paths alone', () => {
    expect(devFeedImageAnswer(src('https://miro.medium.com.evil.test/a.png'), origins)).toEqual({ status: 400 });
    expect(devFeedImageAnswer(src('javascript:alert(1)'), origins)).toEqual({ status: 400 });
    expect(devFeedImageAnswer('/feed-images', origins)).toEqual({ status: 400 });
    expect(devFeedImageAnswer(src(`https://miro.medium.com/${'a'.repeat(2048)}`), origins)).toEqual({ status: 414 });
    expect(devFeedImageAnswer('/resources?src=x', origins)).toBeUndefined();
  });
});
