// The Lighthouse budgets (docs/architecture.md, "Performance budgets") and which of a run's medians
// miss them. They hold under Lighthouse's default mobile configuration, as PageSpeed Insights runs
// it: simulated throttling and a fixed 4× CPU slowdown. LCP and FCP are ratios to the static
// reference page measured in the same run; the rest are absolute.

/** Lighthouse's own mobile CPU slowdown, the one every budgeted run uses. */
export const budgetCpuSlowdown = 4;

export const lighthouseBudgets = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** LCP at most this many times the reference page's. */
  lcpToReference: 1.2,
  /** FCP at most this many times the reference page's. */
  fcpToReference: 1.1,
  tbtMs: 100,
  /** CLS 0, as Lighthouse shows it (three decimals). */
  cls: 0,
  /** Gzipped JavaScript of a first visit, per route that has a budget. */
  firstLoadJsKb: { '/': 150, '/contact': 180 },
  /** Federated LCP at most this many times the single bundle's: what federation may cost. */
  lcpToBundled: 1.1,
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export const kilobytes = (bytes) => bytes / 1024;

/**
 * One route's medians against the budgets: each figure with its value and whether it misses
 * (`budget` undefined where the figure has none), and a line per miss.
 */
export function routeAgainstBudgets(result, reference, budgets = lighthouseBudgets) {
  const lcpRatio = result.lcp / reference.lcp;
  const fcpRatio = result.fcp / reference.fcp;
  const cls = Number(result.cls.toFixed(3));
  const jsKb = kilobytes(result.jsGzipBytes);
  const jsBudget = budgets.firstLoadJsKb[result.route];
  const figures = {
    performance: { value: result.scores.performance, miss: result.scores.performance < budgets.performance },
    fcp: { value: result.fcp, miss: false },
    fcpRatio: { value: fcpRatio, miss: fcpRatio > budgets.fcpToReference },
    lcp: { value: result.lcp, miss: false },
    lcpRatio: { value: lcpRatio, miss: lcpRatio > budgets.lcpToReference },
    tbt: { value: result.tbt, miss: result.tbt > budgets.tbtMs },
    cls: { value: cls, miss: cls > budgets.cls },
    jsKb: { value: jsKb, miss: jsBudget !== undefined && jsKb > jsBudget },
  };
  const route = result.route;
  const misses = [];
  for (const category of categories) {
    if (result.scores[category] < budgets[category]) misses.push(`${route}: ${category} ${result.scores[category]} < ${budgets[category]}`);
  }
  if (figures.fcpRatio.miss) misses.push(`${route}: FCP ${fcpRatio.toFixed(2)}× the reference page's > ${budgets.fcpToReference}×`);
  if (figures.lcpRatio.miss) misses.push(`${route}: LCP ${lcpRatio.toFixed(2)}× the reference page's > ${budgets.lcpToReference}×`);
  if (figures.tbt.miss) misses.push(`${route}: TBT ${Math.round(result.tbt)} ms > ${budgets.tbtMs} ms`);
  if (figures.cls.miss) misses.push(`${route}: CLS ${cls.toFixed(3)} > ${budgets.cls}`);
  if (figures.jsKb.miss) misses.push(`${route}: first-load JS ${jsKb.toFixed(1)} KB gzip > ${jsBudget} KB`);
  if (result.failing?.length) misses.push(`${route}: failing audits ${result.failing.join(', ')}`);
  return { route, figures, misses };
}

/** Every miss of the federated site's medians, including its LCP against the single bundle's where that was measured. */
export function budgetMisses(federated, reference, bundled = [], budgets = lighthouseBudgets) {
  const misses = [];
  for (const result of federated) {
    misses.push(...routeAgainstBudgets(result, reference, budgets).misses);
    const single = bundled.find((other) => other.route === result.route);
    const ratio = single ? result.lcp / single.lcp : undefined;
    if (ratio !== undefined && ratio > budgets.lcpToBundled)
      misses.push(`${result.route}: federated/bundled LCP ${ratio.toFixed(2)} > ${budgets.lcpToBundled}`);
  }
  return misses;
}
