import { describe, expect, it } from 'vitest';
import { budgetMisses, routeAgainstBudgets, unmeasuredBudgets } from './lighthouse-budgets.mjs';

const reference = { lcp: 1000, fcp: 1000 };
const spa = { tbt: 800, mainThreadMs: 4000 };
const astro = { tbt: 80, mainThreadMs: 1800 };
const peers = { spa, astro };

/** A route's medians within every budget, with `changes` over it. */
const result = (changes: Record<string, unknown> = {}) => ({
  route: '/pricing',
  scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcp: 1050,
  lcp: 1080,
  tbt: 140,
  mainThreadMs: 1900,
  cls: 0,
  jsGzipBytes: 140 * 1024,
  loadWindowJsBytes: 160 * 1024,
  failing: [] as string[],
  ...changes,
});

const misses = (changes: Record<string, unknown>, against: object = peers) =>
  routeAgainstBudgets(result(changes), { reference, peers: against }).misses;

describe('routeAgainstBudgets', () => {
  it('finds no miss in a route within every budget, whatever its performance score, and gives its ratios to the reference page', () => {
    const { figures, misses } = routeAgainstBudgets(result(), { reference, peers });
    expect(misses).toEqual([]);
    expect(figures.lcpRatio.value).toBeCloseTo(1.08);
    expect(figures.fcpRatio.value).toBeCloseTo(1.05);
    expect(Object.values(figures).some((figure) => figure.miss)).toBe(false);
  });

  it('holds LCP and FCP to 1.1× the reference page, a ratio at the budget being within it', () => {
    expect(misses({ lcp: 1100, fcp: 1100 })).toEqual([]);
    const { figures } = routeAgainstBudgets(result({ lcp: 1150, fcp: 1120 }), { reference, peers });
    expect(figures.lcpRatio).toEqual({ value: 1.15, miss: true });
    expect(misses({ lcp: 1150, fcp: 1120 })).toEqual([
      "/pricing: LCP 1.15× the reference page's > 1.1×",
      "/pricing: FCP 1.12× the reference page's > 1.1×",
    ]);
  });

  it("holds main-thread work to half the React SPA's", () => {
    expect(misses({ mainThreadMs: 2000 })).toEqual([]);
    expect(misses({ mainThreadMs: 2100 })).toEqual(["/pricing: main-thread work 2.1 s > 0.5× the React SPA's 4.0 s"]);
  });

  it("holds TBT to a quarter of the React SPA's and to AstroWind's plus 100 ms, whichever is lower", () => {
    expect(misses({ tbt: 180 })).toEqual([]);
    expect(misses({ tbt: 181 })).toEqual(["/pricing: TBT 181 ms > AstroWind's 80 ms + 100 ms"]);
    const slowAstro = { spa, astro: { ...astro, tbt: 300 } };
    expect(misses({ tbt: 200 }, slowAstro)).toEqual([]);
    expect(misses({ tbt: 201 }, slowAstro)).toEqual(["/pricing: TBT 201 ms > 0.25× the React SPA's 800 ms"]);
    const { figures } = routeAgainstBudgets(result({ tbt: 250 }), { reference, peers });
    expect(figures.tbt).toEqual({ value: 250, miss: true });
    expect(misses({ tbt: 250 })).toHaveLength(2);
  });

  it('measures nothing against a peer the run lacks: neither a miss nor a pass', () => {
    const slow = { tbt: 900, mainThreadMs: 9000 };
    expect(misses(slow, {})).toEqual([]);
    expect(routeAgainstBudgets(result(slow), { reference }).figures.mainThread.miss).toBe(false);
    expect(misses(slow, { astro })).toEqual(["/pricing: TBT 900 ms > AstroWind's 80 ms + 100 ms"]);
    expect(unmeasuredBudgets({})).toEqual([
      "main-thread work ≤ 0.5× the React SPA's",
      "TBT ≤ 0.25× the React SPA's",
      "TBT ≤ AstroWind's + 100 ms",
    ]);
    expect(unmeasuredBudgets({ spa })).toEqual(["TBT ≤ AstroWind's + 100 ms"]);
    expect(unmeasuredBudgets(peers)).toEqual([]);
  });

  it('reads CLS as Lighthouse shows it, to three decimals', () => {
    expect(misses({ cls: 0.0004 })).toEqual([]);
    expect(misses({ cls: 0.002 })).toEqual(['/pricing: CLS 0.002 > 0']);
  });

  it('holds the JS of the load window to 170 KB on /, and first-load JS to 150 KB on / and 180 KB on /contact', () => {
    const js = (route: string, firstLoadKb: number, loadWindowKb = 100) =>
      routeAgainstBudgets(result({ route, jsGzipBytes: firstLoadKb * 1024, loadWindowJsBytes: loadWindowKb * 1024 }), { reference, peers });
    expect(js('/', 150, 170).misses).toEqual([]);
    expect(js('/', 151, 171).misses).toEqual(['/: JS in the load window 171.0 KB > 170 KB', '/: first-load JS 151.0 KB gzip > 150 KB']);
    expect(js('/contact', 180, 400).misses).toEqual([]);
    expect(js('/contact', 181).figures.firstLoadKb.miss).toBe(true);
    expect(js('/pricing', 400, 500).figures.loadWindowKb).toEqual({ value: 500, miss: false });
  });

  it('marks accessibility, best practices or SEO under 100, and names the audits that failed in any run', () => {
    expect(misses({ scores: { performance: 60, accessibility: 100, 'best-practices': 96, seo: 100 } })).toEqual([
      '/pricing: best-practices 96 < 100',
    ]);
    expect(misses({ failing: ['color-contrast'] })).toEqual(['/pricing: failing audits color-contrast']);
  });
});

describe('budgetMisses', () => {
  it("lists every route's misses in order, and federated LCP over 1.1× the single bundle's", () => {
    const federated = [result({ route: '/', tbt: 300 }), result({ route: '/pricing', lcp: 1100 })];
    const bundled = [result({ route: '/', lcp: 1080 }), result({ route: '/pricing', lcp: 950 })];
    expect(budgetMisses(federated, { reference, peers, bundled })).toEqual([
      "/: TBT 300 ms > 0.25× the React SPA's 800 ms",
      "/: TBT 300 ms > AstroWind's 80 ms + 100 ms",
      '/pricing: federated/bundled LCP 1.16 > 1.1',
    ]);
  });

  it('has nothing to compare without the single bundle', () => {
    expect(budgetMisses([result({ lcp: 1099 })], { reference, peers })).toEqual([]);
  });
});
