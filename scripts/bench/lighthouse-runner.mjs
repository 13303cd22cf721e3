// Lighthouse (mobile, simulated throttling, the CPU slowdown given) against Debian's chromium, N
// runs per route, reduced to medians.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../setup/system-packages.mjs';
import { cpuTimes, stealShare } from './host-steal.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts a headless chromium with a DevTools port for Lighthouse; resolves once it listens. */
export function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that closing it ends its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise((done) => child.once('exit', done));
  const close = async () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
    await exited;
    // A helper still flushing its cache must not fail the bench: the profile is only a temp folder.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove ${profile}: ${error.message}`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), close });
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}) before listening:\n${output}`)));
  });
}

/**
 * One run's figures. Lighthouse ends a run once the page has loaded and then both the network (at
 * most two requests in flight) and the main thread have been quiet for 1 s (its default
 * networkQuietThresholdMs and cpuQuietThresholdMs): `network-requests` lists every request until
 * then, so its scripts are those of the load window, those a page loads ahead once idle included.
 * Main-thread work is `mainthread-work-breakdown`'s total, already multiplied by the CPU slowdown
 * under simulated throttling.
 */
export function summarise(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (filter) => requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(categories.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)])),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    hostIndex: lhr.environment.benchmarkIndex,
    loadWindowJsBytes: bytes((item) => item.resourceType === 'Script'),
    // The page's own HTML as sent (compressed), the first document requested.
    htmlBytes: requests.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    totalBytes: bytes(() => true),
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

const gzipSizes = new Map();

/**
 * The User Timing mark the shell sets once the page has loaded its own parts and starts loading other
 * pages ahead, in idle time (`loadingAheadMark` in shell/src/boot/prefetch-when-idle.ts).
 */
export const loadingAheadMark = 'loading pages ahead';

/** When the page started loading other pages ahead, in ms from the navigation; never, without the mark. */
export function loadingAheadAt(lhr) {
  const marks = lhr.audits['user-timings']?.details?.items ?? [];
  return marks.find((mark) => mark.name === loadingAheadMark)?.startTime ?? Number.POSITIVE_INFINITY;
}

/**
 * The gzip size of the scripts of the page's first load, and of those it loaded ahead for other
 * pages once idle (requested after the mark). The transferred bytes depend on what the server chose
 * (brotli when the browser accepts it, at a fast setting); the budget is stated in gzip.
 */
async function scriptsGzipBytes(lhr) {
  // Answered scripts only: a peer's requests to other hosts are refused (blockedUrlPatterns), never fetched here.
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.statusCode === 200,
  );
  const aheadFrom = loadingAheadAt(lhr);
  const sizes = { firstLoad: 0, ahead: 0 };
  for (const { url, networkRequestTime } of scripts) {
    if (!gzipSizes.has(url)) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      gzipSizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
    }
    sizes[networkRequestTime >= aheadFrom ? 'ahead' : 'firstLoad'] += gzipSizes.get(url);
  }
  return sizes;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * A run during which the host took more than this share of the CPU is taken again, after a pause
 * (at most `runs` times per route). Over the 156 runs of one bench, the 21 with 5% or more stolen
 * had a median TBT of 261 ms and the others 86 ms; the page's main thread worked 1.3-2 times longer.
 */
export const maxHostSteal = 0.05;
const pauseAfterStealMs = 30_000;

/**
 * Medians over `runs` Lighthouse runs of each route, the CPU slowed `cpuSlowdown` times, with the
 * spread of TBT and main-thread work. Requests matching `blockedUrlPatterns` fail at once.
 */
export async function lighthouseMedians({
  siteUrl,
  routes,
  runs,
  port,
  cpuSlowdown,
  blockedUrlPatterns = [],
  onRun = () => {},
  onRetake = () => {},
}) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    blockedUrlPatterns,
  };
  const results = [];
  for (const route of routes) {
    const samples = [];
    let retaken = 0;
    while (samples.length < runs) {
      const before = cpuTimes();
      const { lhr } = await lighthouse(`${siteUrl}${route}`, flags);
      if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
      const steal = stealShare(before, cpuTimes());
      if (steal > maxHostSteal && retaken < runs) {
        retaken += 1;
        onRetake(route, steal, lhr);
        await new Promise((done) => setTimeout(done, pauseAfterStealMs));
        continue;
      }
      const scripts = await scriptsGzipBytes(lhr);
      samples.push({ ...summarise(lhr), jsGzipBytes: scripts.firstLoad, aheadGzipBytes: scripts.ahead });
      onRun(route, samples.length, lhr);
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const range = (key) => [Math.min(...samples.map((sample) => sample[key])), Math.max(...samples.map((sample) => sample[key]))];
    results.push({
      route,
      retaken,
      scores: Object.fromEntries(categories.map((name) => [name, median(samples.map((sample) => sample.scores[name]))])),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      tbtRange: range('tbt'),
      mainThreadMs: pick('mainThreadMs'),
      mainThreadRange: range('mainThreadMs'),
      cls: pick('cls'),
      hostIndex: pick('hostIndex'),
      loadWindowJsBytes: pick('loadWindowJsBytes'),
      htmlBytes: pick('htmlBytes'),
      jsGzipBytes: pick('jsGzipBytes'),
      aheadGzipBytes: pick('aheadGzipBytes'),
      totalBytes: pick('totalBytes'),
      failing: [...new Set(samples.flatMap((sample) => sample.failing))],
    });
  }
  return results;
}
