#!/usr/bin/env node
// `npm test`: installs what is missing, formats-and-lints (Biome), builds everything, then runs type checks, the unit,
// component, story and backend tests (one vitest run) and the Playwright tests against the
// production build. Prints each stage's time and the slowest tests, then ends with one summary line,
// `Summary: N passed, N failed`; what the run could not check (Chromatic without its token) is noted
// on the line above it, so the summary stays the last line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { useE2eMailPorts } from '../e2e/mail-ports.mjs';
import { takenPorts } from '../packages/local-ports/ports.mjs';
import { formatReport, playwrightTimes, slowest, vitestTimes } from './checks/test-report.mjs';
import { invalidWorkflowFiles } from './checks/workflow-files.mjs';
import { chromaticNote } from './publish/chromatic.mjs';
import { ensurePnpm, installDependencies, pnpm, root } from './setup/pnpm-runtime.mjs';
import { ensureSystemPackages } from './setup/system-packages.mjs';

// The browser tests serve the site, the backend and the mail catcher on these ports: say at once if they are taken.
useE2eMailPorts();
const taken = await takenPorts(['SITE_PORT', 'BACKEND_PORT', 'MAIL_WEB_PORT', 'MAIL_SMTP_PORT'], 'npm test');
if (taken.length > 0) {
  for (const line of taken) console.error(line);
  console.log('\nSummary: 0 passed, 1 failed');
  process.exit(1);
}

const startedAt = performance.now();
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const tally = { passed: 0, failed: 0 };
const failedSteps = [];

/** @type {{ name: string, seconds: number | null }[]} */
const stages = ['Install', 'Lint', 'Build', 'Type checks', 'Vitest', 'Delivery', 'Playwright'].map((name) => ({ name, seconds: null }));
let stageStartedAt = 0;
let currentStage = null;

function step(name, title) {
  finishStage();
  currentStage = stages.find((stage) => stage.name === name);
  stageStartedAt = performance.now();
  console.log(`\n=== ${title} ===`);
}

function finishStage() {
  if (currentStage) currentStage.seconds = (performance.now() - stageStartedAt) / 1000;
  currentStage = null;
}

function runPnpm(args) {
  const [command, prefix] = ensurePnpm();
  return spawnSync(command, [...prefix, ...args], { stdio: 'inherit', cwd: root }).status === 0;
}

function printSummary({ passed, failed }, reports = {}) {
  finishStage();
  const timed = [...vitestTimes(reports.vitest, root), ...vitestTimes(reports.delivery, root), ...playwrightTimes(reports.e2e)];
  console.log('');
  for (const line of formatReport(stages, slowest(timed, 10), (performance.now() - startedAt) / 1000)) console.log(line);
  const notes = [chromaticNote()].filter(Boolean);
  console.log('');
  if (notes.length > 0) console.log(`Notes: ${notes.join('; ')}.`);
  console.log(`Summary: ${passed} passed, ${failed} failed`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Runs a stage the rest cannot do without: its failure ends the run. */
function required(run) {
  try {
    run();
  } catch (error) {
    console.error(`\n${error.message}`);
    printSummary({ passed: 0, failed: 1 });
    process.exit(1);
  }
}

required(() => {
  step('Install', 'Install');
  installDependencies();
  if (ensureSystemPackages().length > 0) process.exit(1);
});

step('Lint', 'Format and lint (Biome; npm run lint:fix fixes what it can)');
if (runPnpm(['exec', 'biome', 'ci', '--error-on-warnings', '.'])) tally.passed += 1;
else {
  tally.failed += 1;
  failedSteps.push('lint');
}

console.log('\n=== GitHub workflow files (action-validator) ===');
const invalidWorkflows = invalidWorkflowFiles(root);
if (invalidWorkflows.length === 0) tally.passed += 1;
else {
  tally.failed += 1;
  failedSteps.push('workflow files');
}

console.log('\n=== Unused files, exports and dependencies (knip; knip.jsonc gives each ignore its reason) ===');
if (runPnpm(['exec', 'knip', '--no-progress', '--no-config-hints'])) tally.passed += 1;
else {
  tally.failed += 1;
  failedSteps.push('knip');
}

required(() => {
  step('Build', 'Build');
  pnpm(['run', 'build']);
});

step('Type checks', 'Type checks');
if (runPnpm(['-r', 'typecheck'])) tally.passed += 1;
else {
  tally.failed += 1;
  failedSteps.push('type checks');
}

/** One Vitest run with its JSON report (.test-results/<name>.json), counted in the tally; the report, or null. */
function runVitest(name, args = []) {
  const json = join(resultsDir, `${name}.json`);
  const ok = runPnpm(['exec', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
  const report = readJson(json);
  if (report) {
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
  }
  if (!ok) {
    failedSteps.push(name);
    if (!report || report.numFailedTests === 0) tally.failed += 1;
  }
  return report;
}

step('Vitest', 'Unit, component, story and backend tests');
const vitest = runVitest('vitest');

// Alone, after the other Vitest files: a fleet under load and a cache's counts measure the site, not
// the tests beside them (scripts/delivery/vitest.config.ts).
step('Delivery', 'Delivery tests (Varnish and HAProxy in front of the site server)');
const delivery = runVitest('delivery', ['--config', 'scripts/delivery/vitest.config.ts']);

step('Playwright', 'End-to-end tests (Playwright, production build)');
const e2eOk = runPnpm(['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']);
const e2e = readJson(join(resultsDir, 'e2e.json'));
if (e2e) {
  tally.passed += e2e.stats.expected + e2e.stats.flaky;
  tally.failed += e2e.stats.unexpected;
}
if (!e2eOk) {
  failedSteps.push('playwright');
  if (!e2e || e2e.stats.unexpected === 0) tally.failed += 1;
}

if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`);
printSummary(tally, { vitest, delivery, e2e });
process.exit(failedSteps.length > 0 ? 1 : 0);
