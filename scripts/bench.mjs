#!/usr/bin/env node
// `npm run bench`: benchmarks against budgets (not tests). Each section prints its figures and
// whether they are within budget; the command fails when one is not. Run it on an idle machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { printBundleSizes } from './bench-bundles.mjs';
import { benchLighthouse } from './bench-lighthouse.mjs';
import { root } from './pnpm-runtime.mjs';

await settle();
console.log(`Load average before the bench: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
let withinBudget = true;

/**
 * Waits (up to three minutes) for the one-minute load average to fall below one: right after a
 * build or a test run the machine is still busy, and every blocking time would be inflated.
 */
async function settle(maxWaitMs = 180_000, idleLoad = 1) {
  const start = Date.now();
  if (loadavg()[0] < idleLoad) return;
  console.log(`Waiting for the machine to settle (load average ${loadavg()[0].toFixed(2)})…`);
  while (loadavg()[0] >= idleLoad && Date.now() - start < maxWaitMs) await new Promise((done) => setTimeout(done, 5000));
  if (loadavg()[0] >= idleLoad) console.log('The machine is still busy: the timings below will be noisier than usual.');
}

console.log('\n=== Bundle sizes (gzip) ===');
withinBudget = printBundleSizes() && withinBudget;

console.log('\n=== Lighthouse: every route, federated and as one bundle ===');
withinBudget = (await benchLighthouse()) && withinBudget;

console.log('\n=== Backend: enquiries through HTTP at 50 concurrent connections ===');
const backendBench = join(root, 'packages/dev-backend/dist/bench.js');
if (existsSync(backendBench)) {
  const result = spawnSync(process.execPath, [backendBench], { stdio: 'inherit' });
  withinBudget = result.status === 0 && withinBudget;
} else {
  console.log('Build first (pnpm -r build): packages/dev-backend/dist/bench.js is missing.');
  withinBudget = false;
}

console.log(withinBudget ? '\nEvery figure is within budget.' : '\nSome figures are over budget (see above).');
process.exit(withinBudget ? 0 : 1);
