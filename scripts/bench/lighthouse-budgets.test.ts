import { describe, expect, it } from 'vitest';
import { budgetMisses, routeAgainstBudgets } from './lighthouse-budgets.mjs';

const reference = { lcp: 1000, fcp: 1000 };

/** A route's medians within every budget, with `changes` over it. */
const result = (changes: Record<string, unknown> = {}) => ({
  route: '/pricing',
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcp: 1050,
  lcp: 1150,
  tbt: 80,
  cls: 0,
  jsGzipBytes: 140 * 1024,
  failing: [] as string[],
  ...changes,
});

describe('routeAgainstBudgets', () => {
  it('finds no miss in a route within every budget, and gives its ratios to the reference page', () => {
    const { figures, misses } = routeAgainstBudgets(result(), reference);
    expect(misses).toEqual([]);
    expect(figures.lcpRatio.value).toBeCloseTo(1.15);
    expect(figures.fcpRatio.value).toBeCloseTo(1.05);
    expect(Object.values(figures).some((figure) => figure.miss)).toBe(false);
  });

  it('holds LCP to 1.2× and FCP to 1.1× the reference page, a ratio at the budget being within it', () => {
    expect(routeAgainstBudgets(result({ lcp: 1200, fcp: 1100 }), reference).misses).toEqual([]);
    const { figures, misses } = routeAgainstBudgets(result({ lcp: 1250, fcp: 1120 }), reference);
    expect(figures.lcpRatio).toEqual({ value: 1.25, miss: true });
    expect(figures.fcpRatio.miss).toBe(true);
    expect(misses).toEqual(["/pricing: FCP 1.12× the reference page's > 1.1×", "/pricing: LCP 1.25× the reference page's > 1.2×"]);
  });

  it('marks performance under 100, TBT over 100 ms and any other category under 100', () => {
    const { figures, misses } = routeAgainstBudgets(
      result({ scores: { performance: 97, accessibility: 100, 'best-practices': 96, seo: 100 }, tbt: 101 }),
      reference,
    );
    expect(figures.performance.miss).toBe(true);
    expect(figures.tbt.miss).toBe(true);
    expect(misses).toEqual(['/pricing: performance 97 < 100', '/pricing: best-practices 96 < 100', '/pricing: TBT 101 ms > 100 ms']);
  });

  it('reads CLS as Lighthouse shows it, to three decimals', () => {
    expect(routeAgainstBudgets(result({ cls: 0.0004 }), reference).misses).toEqual([]);
    expect(routeAgainstBudgets(result({ cls: 0.002 }), reference).misses).toEqual(['/pricing: CLS 0.002 > 0']);
  });

  it('holds first-load JS to 150 KB on / and 180 KB on /contact, and other routes to no size', () => {
    const js = (route: string, kb: number) => routeAgainstBudgets(result({ route, jsGzipBytes: kb * 1024 }), reference);
    expect(js('/', 150).misses).toEqual([]);
    expect(js('/', 151).misses).toEqual(['/: first-load JS 151.0 KB gzip > 150 KB']);
    expect(js('/contact', 170).misses).toEqual([]);
    expect(js('/contact', 181).figures.jsKb.miss).toBe(true);
    expect(js('/pricing', 400).figures.jsKb).toEqual({ value: 400, miss: false });
  });

  it('names the audits that failed in any run', () => {
    expect(routeAgainstBudgets(result({ failing: ['color-contrast'] }), reference).misses).toEqual([
      '/pricing: failing audits color-contrast',
    ]);
  });
});

describe('budgetMisses', () => {
  it("lists every route's misses in order, and federated LCP over 1.1× the single bundle's", () => {
    const federated = [result({ route: '/', tbt: 300 }), result({ route: '/pricing', lcp: 1150 })];
    const bundled = [result({ route: '/', lcp: 1150 }), result({ route: '/pricing', lcp: 1000 })];
    expect(budgetMisses(federated, reference, bundled)).toEqual(['/: TBT 300 ms > 100 ms', '/pricing: federated/bundled LCP 1.15 > 1.1']);
  });

  it('has nothing to compare without the single bundle', () => {
    expect(budgetMisses([result({ lcp: 1190 })], reference)).toEqual([]);
  });
});
