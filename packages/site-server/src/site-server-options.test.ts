import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server.js';
import type { SiteServerOptions } from './site-server-options.js';
import { writeShellWithoutPages } from './test-support/built-shell.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-server-options-'));
  writeShellWithoutPages(root);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("createSiteServer's options", () => {
  it.each<[string, Partial<SiteServerOptions>, RegExp]>([
    ['a negative proxy count', { trustedProxyHops: -1 }, /trustedProxyHops must be a whole number from 0, not -1/],
    ['no renders a minute', { rendersPerMinute: 0 }, /rendersPerMinute must be a whole number from 1, not 0/],
    ['renders a minute that are not a number', { rendersPerMinute: Number.NaN }, /rendersPerMinute .* not NaN/],
    ['a fractional event-loop delay', { maxEventLoopDelayMs: 1.5 }, /maxEventLoopDelayMs/],
    ['a sample interval of 0', { eventLoopSampleMs: 0 }, /eventLoopSampleMs must be a whole number from 1/],
    ['a negative head timeout', { timeouts: { headersMs: -5 } }, /timeouts\.headersMs must be a whole number from 1, not -5/],
    ['an infinite request timeout', { timeouts: { requestMs: Number.POSITIVE_INFINITY } }, /timeouts\.requestMs/],
    ['a CDN lifetime below 0', { cdn: { sharedMaxAgeS: -1, staleWhileRevalidateS: 0 } }, /cdn\.sharedMaxAgeS/],
    ['a backend that is not http', { backend: { url: 'javascript:alert(1)', anonKey: 'key' } }, /backend must have an http\(s\) url/],
    ['a backend without its key', { backend: { url: 'http://127.0.0.1:54321', anonKey: '' } }, /and an anonKey/],
  ])('refuses %s before it starts anything, naming the option', async (_what, options, message) => {
    await expect(createSiteServer({ root, maxEventLoopDelayMs: 0, ...options })).rejects.toThrow(message);
  });

  it('takes a keep-alive of 0, which turns keep-alive off', async () => {
    const app = await createSiteServer({ root, maxEventLoopDelayMs: 0, timeouts: { keepAliveMs: 0 } });
    await app.close();
  });
});
