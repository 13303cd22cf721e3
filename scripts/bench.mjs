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

console.log(`Load average before the bench: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
let withinBudget = true;

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
