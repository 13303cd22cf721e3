#!/usr/bin/env node
// `npm run bench`: benchmarks against budgets (not tests). Each section prints its figures and
// whether they are within budget; the command fails when one is not. Run it on an idle machine.
// BENCH_ONLY=lighthouse,navigation runs only the sections named (bundles, site-server, lighthouse,
// navigation, held-presses, alert-outage, backend).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '../setup/pnpm-runtime.mjs';
import { benchAlertOutage } from './bench-alert-outage.mjs';
import { printBundleSizes } from './bench-bundles.mjs';
import { benchHeldPresses } from './bench-held-presses.mjs';
import { benchLighthouse } from './bench-lighthouse.mjs';
import { benchNavigation } from './bench-navigation.mjs';
import { benchSiteServer } from './bench-site-server.mjs';

/**
 * Waits (up to five minutes) until the machine is quiet: the one-minute load average below one and
 * the five-minute one below 1.5. Right after a build or a test run the one-minute figure drops
 * within a minute or two, but blocking times measured while the five-minute one is still high are
 * inflated (one run of / counted 1157 ms with it at 6).
 */
async function settle(maxWaitMs = 300_000) {
  const busy = () => loadavg()[0] >= 1 || loadavg()[1] >= 1.5;
  const start = Date.now();
  if (!busy()) return;
  console.log(`Waiting for the machine to settle (load average ${formatLoad()})…`);
  while (busy() && Date.now() - start < maxWaitMs) await new Promise((done) => setTimeout(done, 5000));
  if (busy()) console.log('The machine is still busy: the timings below will be noisier than usual.');
}

function formatLoad() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

const only = process.env.BENCH_ONLY?.split(',');
const chosen = (section) => !only || only.includes(section);

await settle();
console.log(`Load average before the bench: ${formatLoad()}`);
let withinBudget = true;

if (chosen('bundles')) {
  console.log('\n=== Bundle sizes (gzip) ===');
  withinBudget = printBundleSizes() && withinBudget;
}

if (chosen('site-server')) {
  console.log('\n=== The site server: throughput, and a cache flood of 10,000 invented query strings ===');
  withinBudget = (await benchSiteServer()) && withinBudget;
}

if (chosen('lighthouse')) {
  console.log('\n=== Lighthouse: every route, federated and as one bundle ===');
  withinBudget = (await benchLighthouse()) && withinBudget;
}

if (chosen('navigation')) {
  console.log("\n=== Navigation at 4× CPU: a header link pressed, to its page's heading ===");
  withinBudget = (await benchNavigation()) && withinBudget;
}

if (chosen('held-presses')) {
  console.log('\n=== Held presses: from a tap made before the app is live to its effect ===');
  await benchHeldPresses();
}

if (chosen('alert-outage')) {
  console.log('\n=== The enquiry alert at production timings: the mail server down 60 s while 20 enquiries arrive (PGlite) ===');
  withinBudget = benchAlertOutage() && withinBudget;
}

if (chosen('backend')) {
  console.log(
    '\n=== Backend: enquiries through HTTP at 50 concurrent connections, the inbox paging 100,000 enquiries, the analytics dashboard over 1,000,000 events, 2,000 enquiry alerts from commit to the mail catcher, and analytics collection through the Edge Function and the site server ===',
  );
  const backendBench = join(root, 'packages/dev-backend/dist/bench/bench.js');
  if (existsSync(backendBench)) {
    const result = spawnSync(process.execPath, [backendBench], { stdio: 'inherit' });
    withinBudget = result.status === 0 && withinBudget;
  } else {
    console.log('Build first (pnpm -r build): packages/dev-backend/dist/bench/bench.js is missing.');
    withinBudget = false;
  }
}

console.log(withinBudget ? '\nEvery figure is within budget.' : '\nSome figures are over budget (see above).');
process.exit(withinBudget ? 0 : 1);
