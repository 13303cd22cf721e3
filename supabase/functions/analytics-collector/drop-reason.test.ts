import { describe, expect, it } from 'vitest';
import { dropReason, isBotUserAgent } from './drop-reason.ts';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const person = { b: 0, o: 0 } as const;

describe('isBotUserAgent', () => {
  it("knows crawlers from isbot's list, HeadlessChrome, and an empty user agent", () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isBotUserAgent('curl/8.5.0')).toBe(true);
    expect(isBotUserAgent('python-requests/2.32.3')).toBe(true);
    expect(isBotUserAgent(headless)).toBe(true);
    expect(isBotUserAgent('')).toBe(true);
    expect(isBotUserAgent(chrome)).toBe(false);
  });
});

describe('dropReason', () => {
  const headers = (init: Record<string, string>) => new Headers({ 'user-agent': chrome, ...init });

  it('stores a person with no privacy signal', () => {
    expect(dropReason(headers({}), person)).toBeUndefined();
    expect(dropReason(headers({ 'sec-gpc': '0', dnt: '0' }), person)).toBeUndefined();
  });

  it('drops Sec-GPC: 1 first, then DNT: 1, then bots (user agent or navigator.webdriver), then operators', () => {
    expect(dropReason(headers({ 'sec-gpc': '1', dnt: '1', 'user-agent': headless }), { b: 1, o: 1 })).toBe('gpc');
    expect(dropReason(headers({ dnt: '1', 'user-agent': headless }), { b: 1, o: 1 })).toBe('dnt');
    expect(dropReason(headers({ 'user-agent': headless }), person)).toBe('bot');
    expect(dropReason(headers({}), { b: 1, o: 1 })).toBe('bot');
    expect(dropReason(headers({}), { b: 0, o: 1 })).toBe('operator');
  });
});
