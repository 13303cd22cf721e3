import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadingAheadAt, loadingAheadMark } from './lighthouse-runner.mjs';

describe('the mark that ends a page’s first load', () => {
  it('is the one the shell sets as it starts loading other pages ahead', () => {
    const shell = readFileSync(new URL('../../shell/src/boot/prefetch-when-idle.ts', import.meta.url), 'utf8');
    expect(shell).toContain(`const loadingAheadMark = '${loadingAheadMark}';`);
    expect(shell).toContain('performance.mark(loadingAheadMark)');
  });

  it('is read from a Lighthouse report’s user timings; without it, nothing is counted as loaded ahead', () => {
    const report = (items: { name: string; startTime: number }[]) => ({ audits: { 'user-timings': { details: { items } } } });
    expect(
      loadingAheadAt(
        report([
          { name: 'prefetched /pricing', startTime: 900 },
          { name: loadingAheadMark, startTime: 640 },
        ]),
      ),
    ).toBe(640);
    expect(loadingAheadAt(report([]))).toBe(Number.POSITIVE_INFINITY);
    expect(loadingAheadAt({ audits: {} })).toBe(Number.POSITIVE_INFINITY);
  });
});
