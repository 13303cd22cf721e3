// Lighthouse on every route of the federated site and of a single-bundle build of the same code, at
// Lighthouse's default mobile settings (4× CPU), medians against the budgets (lighthouse-budgets.mjs)
// beside the static reference page and the two peers measured in the same run, and the
// federated/bundled ratios. Both variants are served by the site server, which renders every page
// on request from their server bundles (packages/site-server), so the ratios price federation, not
// rendering.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sitePort } from '../../packages/local-ports/ports.mjs';
import { startProductionSite } from '../run/production-site.mjs';
import { pnpm, root } from '../setup/pnpm-runtime.mjs';
import { measurePeers, peersDir } from './bench-peers.mjs';
import { measureReferencePage } from './bench-reference-page.mjs';
import { cpuSlowdownFor, lighthouseReferenceIndex } from './cpu-calibration.mjs';
import { budgetCpuSlowdown, budgetMisses, lighthouseBudgets, unmeasuredBudgets } from './lighthouse-budgets.mjs';
import { launchChromium, lighthouseMedians, median } from './lighthouse-runner.mjs';
import { printSameRunTable } from './lighthouse-table.mjs';

const bundledRoot = join(root, '.bench', 'bundled');
const reportsDir = join(root, '.bench', 'lighthouse');

/** /blog sends the visitor to the publication at once: there is no page of ours left to measure. */
const leavesTheSite = new Set(['/blog']);

function sitemapRoutes(siteRoot) {
  // The sitemap's paths as the shell's build lists them; the site server serves them on the site's URL.
  return JSON.parse(readFileSync(join(siteRoot, 'shell', 'dist', 'sitemap-paths.json'), 'utf8')).filter((path) => !leavesTheSite.has(path));
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

const sizes = (limits) =>
  Object.entries(limits)
    .map(([route, limit]) => `≤ ${limit} KB on ${route}`)
    .join(', ');

const reportName = (label, route) => `${label}${route === '/' ? '-home' : route.replaceAll('/', '-')}`;

function saveReport(name, lhr) {
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(lhr));
}

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
  return `This host's benchmark index: ${Math.round(hostIndex)} (pages' medians ${Math.round(readings[0])}–${Math.round(readings.at(-1))}); calibrated to it, Lighthouse's 4× (set for ${lighthouseReferenceIndex}) would be ${cpuSlowdownFor(hostIndex)}×. Not used: the budgets hold at ${budgetCpuSlowdown}×.`;
}

/** Medians of every route at Lighthouse's mobile CPU slowdown. */
async function measure(label, siteRoot, routes, runs) {
  const site = await startProductionSite({ port: sitePort(), siteRoot });
  const chromium = await launchChromium();
  try {
    return await lighthouseMedians({
      siteUrl: site.url,
      routes,
      runs,
      port: chromium.port,
      cpuSlowdown: budgetCpuSlowdown,
      onRun: (route, n, lhr) => {
        process.stdout.write(`  ${label} ${route} run ${n}/${runs}\n`);
        saveReport(`${reportName(label, route)}-${n}`, lhr);
      },
      onRetake: (route, steal, lhr) => {
        const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
        process.stdout.write(
          `  ${label} ${route}: the host took ${(steal * 100).toFixed(0)}% of the CPU during this run (TBT ${tbt} ms); taking it again\n`,
        );
        saveReport(`${reportName(label, route)}-retaken-${Date.now()}`, lhr);
      },
    });
  } finally {
    await chromium.close();
    await site.stop();
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
  const peers = await measurePeers({
    runs,
    cpuSlowdown: budgetCpuSlowdown,
    onRun: (folder, n, lhr) => {
      process.stdout.write(`  ${folder} / run ${n}/${runs}\n`);
      saveReport(`peer-${folder}-${n}`, lhr);
    },
  });
  if (Object.keys(peers).length === 0)
    console.log(`No peers at ${peersDir()} (BENCH_PEERS_DIR): the budgets against them are not measured.`);

  const b = lighthouseBudgets;
  console.log(
    `\nMedians of ${runs}, CPU ${budgetCpuSlowdown}×, all in this run; the reference is a static page with no script (LCP ${Math.round(reference.lcp)} ms, FCP ${Math.round(reference.fcp)} ms).`,
  );
  console.log(
    `Budgets (federated, every route): LCP ≤ ${b.lcpToReference}× and FCP ≤ ${b.fcpToReference}× the reference's; main-thread work ≤ ${b.mainThreadToSpa}× the React SPA's; TBT ≤ ${b.tbtToSpa}× the React SPA's and ≤ AstroWind's + ${b.tbtOverAstroMs} ms; CLS ${b.cls}; JS in the load window ${sizes(b.loadWindowJsKb)}; first-load JS gzip ${sizes(b.firstLoadJsKb)}; accessibility, best practices and SEO ${b.seo}${withBundled ? `; LCP ≤ ${b.lcpToBundled}× the single bundle's` : ''}.`,
  );
  printSameRunTable({ federated, bundled, reference, peers });
  for (const result of federated) {
    const single = bundled.find((other) => other.route === result.route);
    if (single)
      console.log(
        `${result.route} federated / bundled: LCP ${(result.lcp / single.lcp).toFixed(2)}, first-load JS ${(result.jsGzipBytes / single.jsGzipBytes).toFixed(2)}`,
      );
  }
  console.log(`\n${calibrationNote([...federated, ...bundled, reference, ...Object.values(peers)])}`);
  const misses = budgetMisses(federated, { reference, peers, bundled });
  const unmeasured = unmeasuredBudgets(peers);
  if (misses.length) console.log(`\nMisses (${misses.length}):`);
  else console.log(unmeasured.length ? '\nWithin every budget measured.' : '\nEvery figure is within budget.');
  for (const miss of misses) console.log(`MISS ${miss}`);
  if (unmeasured.length) console.log(`Not measured (no peer to compare with): ${unmeasured.join('; ')}.`);
  return misses.length === 0;
}
