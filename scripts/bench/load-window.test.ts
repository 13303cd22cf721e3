import { describe, expect, it } from 'vitest';
import { summarise } from './lighthouse-runner.mjs';

/** A Lighthouse report with these requests and main-thread work, its other figures made up. */
const report = (items: { resourceType: string; transferSize?: number }[], mainThreadMs = 3200) => ({
  categories: { performance: { score: 0.9 } },
  environment: { benchmarkIndex: 1500 },
  audits: {
    'first-contentful-paint': { numericValue: 700 },
    'largest-contentful-paint': { numericValue: 800 },
    'total-blocking-time': { numericValue: 250 },
    'cumulative-layout-shift': { numericValue: 0 },
    'mainthread-work-breakdown': { numericValue: mainThreadMs },
    'network-requests': { details: { items } },
  },
});

describe("a run's figures", () => {
  it('count every script Lighthouse recorded, as sent, those loaded after the first load included', () => {
    const figures = summarise(
      report([
        { resourceType: 'Document', transferSize: 15_000 },
        { resourceType: 'Script', transferSize: 100_000 },
        { resourceType: 'Stylesheet', transferSize: 8_000 },
        { resourceType: 'Script', transferSize: 40_000 },
        { resourceType: 'Script' },
      ]),
    );
    expect(figures.loadWindowJsBytes).toBe(140_000);
    expect(figures.htmlBytes).toBe(15_000);
    expect(figures.totalBytes).toBe(163_000);
  });

  it("read main-thread work from mainthread-work-breakdown's total, and nothing of a page with no request", () => {
    const figures = summarise(report([], 4567));
    expect(figures.mainThreadMs).toBe(4567);
    expect(figures.loadWindowJsBytes).toBe(0);
    expect(figures.tbt).toBe(250);
  });
});
