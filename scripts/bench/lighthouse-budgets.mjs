// The Lighthouse budgets (docs/architecture/performance.md, "Performance budgets") and which of a run's medians
// miss them. They hold under Lighthouse's default mobile configuration, as PageSpeed Insights runs
// it: simulated throttling and a fixed 4× CPU slowdown. Timings are ratios to pages measured in the
// same run (the static reference page, the two peers), so they hold on a slow host as on a fast one;
// sizes and scores are absolute.

/** Lighthouse's own mobile CPU slowdown, the one every budgeted run uses. */
export const budgetCpuSlowdown = 4;

export const lighthouseBudgets = {
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** LCP at most this many times the reference page's, on every route. */
  lcpToReference: 1.1,
  /** FCP at most this many times the reference page's. */
  fcpToReference: 1.1,
  /** Main-thread work at most this many times the React SPA peer's. */
  mainThreadToSpa: 0.5,
  /** TBT at most this many times the React SPA peer's… */
  tbtToSpa: 0.25,
  /** …and at most AstroWind's plus this many ms. */
  tbtOverAstroMs: 100,
  /** CLS 0, as Lighthouse shows it (three decimals). */
  cls: 0,
  /** Gzipped JavaScript of a first visit, before the page loads others ahead, per route that has a budget. */
  firstLoadJsKb: { '/': 150, '/contact': 180 },
  /** JavaScript as sent until the network is idle (Lighthouse's window), per route that has a budget. */
  loadWindowJsKb: { '/': 170 },
  /** Federated LCP at most this many times the single bundle's: what federation may cost. */
  lcpToBundled: 1.1,
};

const categories = ['accessibility', 'best-practices', 'seo'];

export const kilobytes = (bytes) => bytes / 1024;

/**
 * The budgets held against the peers that this run lacks: not measured, neither a pass nor a miss.
 * `peers` holds the React SPA's medians as `spa` and AstroWind's as `astro`, either absent.
 */
export function unmeasuredBudgets(peers, budgets = lighthouseBudgets) {
  const unmeasured = [];
  if (!peers.spa)
    unmeasured.push(`main-thread work ≤ ${budgets.mainThreadToSpa}× the React SPA's`, `TBT ≤ ${budgets.tbtToSpa}× the React SPA's`);
  if (!peers.astro) unmeasured.push(`TBT ≤ AstroWind's + ${budgets.tbtOverAstroMs} ms`);
  return unmeasured;
}

/**
 * One route's medians against the budgets: each figure with its value and whether it misses (never,
 * where its budget is not measured), and a line per miss.
 */
export function routeAgainstBudgets(result, { reference, peers = {} }, budgets = lighthouseBudgets) {
  const { route } = result;
  const { spa, astro } = peers;
  const lcpRatio = result.lcp / reference.lcp;
  const fcpRatio = result.fcp / reference.fcp;
  const cls = Number(result.cls.toFixed(3));
  const firstLoadKb = kilobytes(result.jsGzipBytes);
  const loadWindowKb = kilobytes(result.loadWindowJsBytes);
  const overSize = (kb, limits) => limits[route] !== undefined && kb > limits[route];
  const checks = [
    [
      'lcpRatio',
      lcpRatio,
      lcpRatio > budgets.lcpToReference,
      `LCP ${lcpRatio.toFixed(2)}× the reference page's > ${budgets.lcpToReference}×`,
    ],
    [
      'fcpRatio',
      fcpRatio,
      fcpRatio > budgets.fcpToReference,
      `FCP ${fcpRatio.toFixed(2)}× the reference page's > ${budgets.fcpToReference}×`,
    ],
    [
      'mainThread',
      result.mainThreadMs,
      spa !== undefined && result.mainThreadMs > budgets.mainThreadToSpa * spa.mainThreadMs,
      `main-thread work ${(result.mainThreadMs / 1000).toFixed(1)} s > ${budgets.mainThreadToSpa}× the React SPA's ${(spa?.mainThreadMs / 1000).toFixed(1)} s`,
    ],
    [
      'tbt',
      result.tbt,
      spa !== undefined && result.tbt > budgets.tbtToSpa * spa.tbt,
      `TBT ${Math.round(result.tbt)} ms > ${budgets.tbtToSpa}× the React SPA's ${Math.round(spa?.tbt)} ms`,
    ],
    [
      'tbt',
      result.tbt,
      astro !== undefined && result.tbt > astro.tbt + budgets.tbtOverAstroMs,
      `TBT ${Math.round(result.tbt)} ms > AstroWind's ${Math.round(astro?.tbt)} ms + ${budgets.tbtOverAstroMs} ms`,
    ],
    ['cls', cls, cls > budgets.cls, `CLS ${cls.toFixed(3)} > ${budgets.cls}`],
    [
      'loadWindowKb',
      loadWindowKb,
      overSize(loadWindowKb, budgets.loadWindowJsKb),
      `JS in the load window ${loadWindowKb.toFixed(1)} KB > ${budgets.loadWindowJsKb[route]} KB`,
    ],
    [
      'firstLoadKb',
      firstLoadKb,
      overSize(firstLoadKb, budgets.firstLoadJsKb),
      `first-load JS ${firstLoadKb.toFixed(1)} KB gzip > ${budgets.firstLoadJsKb[route]} KB`,
    ],
  ];
  const figures = {};
  const misses = categories
    .filter((category) => result.scores[category] < budgets[category])
    .map((category) => `${route}: ${category} ${result.scores[category]} < ${budgets[category]}`);
  for (const [name, value, miss, line] of checks) {
    figures[name] = { value, miss: (figures[name]?.miss ?? false) || miss };
    if (miss) misses.push(`${route}: ${line}`);
  }
  if (result.failing?.length) misses.push(`${route}: failing audits ${result.failing.join(', ')}`);
  return { route, figures, misses };
}

/** Every miss of the federated site's medians, including its LCP against the single bundle's where that was measured. */
export function budgetMisses(federated, { reference, peers = {}, bundled = [] }, budgets = lighthouseBudgets) {
  const misses = [];
  for (const result of federated) {
    misses.push(...routeAgainstBudgets(result, { reference, peers }, budgets).misses);
    const single = bundled.find((other) => other.route === result.route);
    const ratio = single ? result.lcp / single.lcp : undefined;
    if (ratio !== undefined && ratio > budgets.lcpToBundled)
      misses.push(`${result.route}: federated/bundled LCP ${ratio.toFixed(2)} > ${budgets.lcpToBundled}`);
  }
  return misses;
}
