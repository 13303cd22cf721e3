import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-path.js';

describe('parseRequestTarget', () => {
  it('decodes each segment and keeps the query', () => {
    const target = parseRequestTarget('/remotes/contact/%73erver/x.js?tab=legal&tab=b');
    expect(target?.path).toBe('/remotes/contact/server/x.js');
    expect(target?.query.getAll('tab')).toEqual(['legal', 'b']);
  });

  it('keeps the root and a trailing slash', () => {
    expect(parseRequestTarget('/')?.path).toBe('/');
    expect(parseRequestTarget('/pricing/')?.path).toBe('/pricing/');
  });

  it.each([
    '//[',
    '//a:b/',
    '//%/',
    '/%',
    '/%%',
    '/%c0%ae%c0%ae/etc/passwd',
    '/..',
    '/a/../b',
    '/%2e%2e/secret',
    '/%2E/x',
    '/a%2fb',
    '/a\\b',
    '/a%5c..%5cb',
    '/a%00b',
    '/a\u0000b',
    '//server/manifest.json',
    '/a//b',
    'http://example.com/',
    '*',
    `/${'a'.repeat(65_536)}`,
  ])('refuses %j', (url) => {
    expect(parseRequestTarget(url)).toBeNull();
  });

  it('reads double encoding once: %252e%252e is the literal segment %2e%2e, never ..', () => {
    expect(parseRequestTarget('/%252e%252e/x')?.path).toBe('/%2e%2e/x');
  });

  it('reads any query without throwing', () => {
    expect(parseRequestTarget('/?%=%%&a=%c0')?.query.get('a')).toBe('\ufffd');
  });
});
