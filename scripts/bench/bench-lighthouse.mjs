// Lighthouse on every route of the federated site and of a single-bundle build of the same code, at
// Lighthouse's default mobile settings (4× CPU), medians against the budgets (lighthouse-budgets.mjs)
// beside the static reference page, and the federated/bundled ratios. Both variants are served by
// the site server, which renders every page on request from their server bundles
// (packages/site-server), so the ratios price federation, not rendering.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startProductionSite } from '../run/production-site.mjs';
import { pnpm, root } from '../setup/pnpm-runtime.mjs';
import { measureReferencePage } from './bench-reference-page.mjs';
import { cpuSlowdownFor, lighthouseReferenceIndex } from './cpu-calibration.mjs';
import { budgetCpuSlowdown, budgetMisses, kilobytes, lighthouseBudgets, routeAgainstBudgets } from './lighthouse-budgets.mjs';
import { launchChromium, lighthouseMedians, maxHostSteal, median } from './lighthouse-runner.mjs';

const bundledRoot = join(root, '.bench', 'bundled');
const reportsDir = join(root, '.bench', 'lighthouse');

/** /blog sends the visitor to the publication at once: there is no page of ours left to measure. */
const leavesTheSite = new Set(['/blog']);

function sitemapRoutes(siteRoot) {
  const sitemap = readFileSync(join(siteRoot, 'shell', 'dist', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => !leavesTheSite.has(path));
}

/**
 * The same shell and remotes' code, with every remote resolved at build time: the browser's build and
 * a server bundle (shell/bench/vite.bundled.config.ts), so the site server renders its pages on
 * request exactly as it renders the federated site's, and both variants are measured server-rendered.
 */
function buildSingleBundle() {
  const config = ['--configLoader', 'runner', '--logLevel', 'warn', '-c', 'bench/vite.bundled.config.ts'];
  pnpm(['--filter', 'shell', 'exec', 'vite', 'build', ...config]);
  pnpm(['--filter', 'shell', 'exec', 'vite', 'build', '--ssr', ...config]);
  // The server bundle imports react, react-dom and sonner by name, as the shell's does: from the
  // shell's packages, found through node_modules beside the bundled shell's dist/.
  const modules = join(bundledRoot, 'shell', 'node_modules');
  rmSync(modules, { force: true });
  symlinkSync(relative(join(bundledRoot, 'shell'), join(root, 'shell', 'node_modules')), modules);
}

const reportName = (label, route) => `${label}${route === '/' ? '-home' : route.replaceAll('/', '-')}`;

/**
 * What the calibrated slowdown would be on this host (cpu-calibration.mjs), from the benchmark index
 * Lighthouse read before each run: a diagnostic, as the budgets hold at Lighthouse's own 4×. The
 * index moves with the host from run to run, and no one figure is "the" phone (DevTools puts a
 * mid-tier one at 1,000 and a low-tier one at 264).
 */
function calibrationNote(results) {
  const readings = results
    .map((result) => result.hostIndex)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (readings.length === 0) return 'No benchmark index was read.';
  const hostIndex = median(readings);
  return `This host's benchmark index: ${Math.round(hostIndex)} (routes' medians ${Math.round(readings[0])}–${Math.round(readings.at(-1))}); calibrated to it, Lighthouse's 4× (set for ${lighthouseReferenceIndex}) would be ${cpuSlowdownFor(hostIndex)}×. Not used: the budgets hold at ${budgetCpuSlowdown}×.`;
}

/** Medians of every route at Lighthouse's mobile CPU slowdown. */
async function measure(label, siteRoot, routes, runs) {
  const site = await startProductionSite({ port: 4173, siteRoot });
  const chromium = await launchChromium();
  try {
    mkdirSync(reportsDir, { recursive: true });
    const cpuSlowdown = budgetCpuSlowdown;
    const results = await lighthouseMedians({
      siteUrl: site.url,
      routes,
      runs,
      port: chromium.port,
      cpuSlowdown,
      onRun: (route, n, lhr) => {
        process.stdout.write(`  ${label} ${route} run ${n}/${runs}\n`);
        writeFileSync(join(reportsDir, `${reportName(label, route)}-${n}.json`), JSON.stringify(lhr));
      },
      onRetake: (route, steal, lhr) => {
        const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
        process.stdout.write(
          `  ${label} ${route}: the host took ${(steal * 100).toFixed(0)}% of the CPU during this run (TBT ${tbt} ms); taking it again\n`,
        );
        writeFileSync(join(reportsDir, `${reportName(label, route)}-retaken-${Date.now()}.json`), JSON.stringify(lhr));
      },
    });
    return results;
  } finally {
    await chromium.close();
    await site.stop();
  }
}

const kb = (bytes) => kilobytes(bytes).toFixed(1);

/** A table's cell: the value, and ` MISS` after it when it is over budget. */
const cell = (text, miss, width) => `${text}${miss ? ' MISS' : ''}`.padStart(width);

const columns = [
  ['perf', 9, (f) => cell(f.performance.value, f.performance.miss, 9)],
  ['FCP ms', 8, (f) => cell(Math.round(f.fcp.value), false, 8)],
  ['FCP ÷ ref', 11, (f) => cell(f.fcpRatio.value.toFixed(2), f.fcpRatio.miss, 11)],
  ['LCP ms', 8, (f) => cell(Math.round(f.lcp.value), false, 8)],
  ['LCP ÷ ref', 11, (f) => cell(f.lcpRatio.value.toFixed(2), f.lcpRatio.miss, 11)],
  ['TBT ms', 10, (f) => cell(Math.round(f.tbt.value), f.tbt.miss, 10)],
  ['CLS', 10, (f) => cell(f.cls.value.toFixed(3), f.cls.miss, 10)],
  ['JS KB', 11, (f) => cell(f.jsKb.value.toFixed(1), f.jsKb.miss, 11)],
  ['HTML KB', 9, (_f, r) => cell(kb(r.htmlBytes), false, 9)],
];

/**
 * One table per route: the federated site's medians (held to the budgets, each miss marked), the
 * single bundle's and the reference page's beside them, then the runs' spread and host readings.
 * "host index" is Lighthouse's benchmark index: how fast this machine ran a fixed loop just before
 * each run (this kind of host has read 800 to 3600 from one session to the next).
 */
function printRouteTable(route, variants, reference) {
  console.log(`\n${route}`);
  console.log(`${''.padEnd(11)}${columns.map(([title, width]) => title.padStart(width)).join('')}`);
  const rows = [...variants, ['reference', { ...reference, route }]];
  for (const [label, result] of rows) {
    if (!result) continue;
    const { figures } = routeAgainstBudgets(result, reference);
    // Only the federated site is held to the budgets: the others are shown for comparison.
    if (label !== 'federated') for (const figure of Object.values(figures)) figure.miss = false;
    console.log(`${label.padEnd(11)}${columns.map(([, , format]) => format(figures, result)).join('')}`);
  }
  for (const [label, result] of rows) {
    if (!result) continue;
    console.log(
      `  ${label}: TBT ${result.tbtRange.map(Math.round).join('–')} ms over the runs, host index ${Math.round(result.hostIndex)}, JS sent ${kb(result.jsBytes)} KB, loaded ahead for other pages once idle ${kb(result.aheadGzipBytes ?? 0)} KB gzip (not first load), all sent ${kb(result.totalBytes)} KB${result.retaken ? `, ${result.retaken} run(s) taken again (the host took over ${(maxHostSteal * 100).toFixed(0)}% of the CPU)` : ''}`,
    );
  }
}

/**
 * `runs` per route (5 by default; BENCH_RUNS overrides), `routes` every sitemap route unless given
 * (BENCH_ROUTES="/,/pricing"), and the single-bundle variant unless BENCH_BUNDLED=0 (comparing
 * two versions of the site, say). Returns whether every figure is within budget.
 */
// Five, not three: on two cores, one run in four or five meets another process mid-load and its
// blocking time doubles or triples; a median of three then swings past the budget and back.
export async function benchLighthouse({
  runs = Number(process.env.BENCH_RUNS ?? 5),
  routes = process.env.BENCH_ROUTES?.split(','),
  withBundled = process.env.BENCH_BUNDLED !== '0',
} = {}) {
  const chosen = routes ?? sitemapRoutes(root);
  console.log(
    `Lighthouse ${runs}× per route, mobile, simulated throttling, CPU slowed ${budgetCpuSlowdown}× (Lighthouse's defaults, as PageSpeed Insights runs it; reports in .bench/lighthouse/)`,
  );
  const federated = await measure('federated', root, chosen, runs);
  let bundled = [];
  if (withBundled) {
    console.log('Building the single-bundle variant (remotes resolved at build time, server-rendered as the federated site is)…');
    buildSingleBundle();
    bundled = await measure('bundled', bundledRoot, chosen, runs);
  }
  const reference = await measureReferencePage({ runs, cpuSlowdown: budgetCpuSlowdown });

  const b = lighthouseBudgets;
  console.log(
    `\nMedians of ${runs}; the reference is a static page with no script (${reference.route}), measured in the same run: LCP ${Math.round(reference.lcp)} ms, FCP ${Math.round(reference.fcp)} ms.`,
  );
  console.log(
    `Budgets (federated): perf ${b.performance}, FCP ≤ ${b.fcpToReference}× and LCP ≤ ${b.lcpToReference}× the reference's, TBT ≤ ${b.tbtMs} ms, CLS ${b.cls}, first-load JS gzip ${Object.entries(
      b.firstLoadJsKb,
    )
      .map(([route, limit]) => `≤ ${limit} KB on ${route}`)
      .join(', ')}; a11y, best practices and SEO ${b.seo}${withBundled ? `; LCP ≤ ${b.lcpToBundled}× the single bundle's` : ''}.`,
  );
  for (const result of federated) {
    const single = bundled.find((other) => other.route === result.route);
    printRouteTable(
      result.route,
      [
        ['federated', result],
        ['bundled', single],
      ],
      reference,
    );
    if (single)
      console.log(
        `  federated / bundled: LCP ${(result.lcp / single.lcp).toFixed(2)}, first-load JS ${(result.jsGzipBytes / single.jsGzipBytes).toFixed(2)}`,
      );
  }
  console.log(`\n${calibrationNote(federated)}`);
  const misses = budgetMisses(federated, reference, bundled);
  console.log(misses.length ? `\nMisses (${misses.length}):` : '\nEvery figure is within budget.');
  for (const miss of misses) console.log(`MISS ${miss}`);
  return misses.length === 0;
}
