// What `npm test` prints above its summary line: the time of each stage, and the slowest tests of
// both runners, read from their JSON reports (vitest's jest-style report, Playwright's json reporter).
import { relative } from 'node:path';

/**
 * @typedef {{ name: string, seconds: number | null }} Stage  `seconds` is null for a stage not run.
 * @typedef {{ runner: string, title: string, ms: number }} TimedTest
 */

/** Every test of a vitest JSON report, with its duration. */
export function vitestTimes(report, root = '') {
  if (!report) return [];
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: 'vitest',
      title: `${root ? relative(root, file.name) : file.name} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
}

/** Every test run of a Playwright JSON report, with the duration of its last try and its project. */
export function playwrightTimes(report) {
  if (!report) return [];
  const times = [];
  const visit = (suite, path) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (!last || test.status === 'skipped') continue;
        times.push({ runner: `playwright ${test.projectName}`, title: [spec.file, ...here, spec.title].join(' › '), ms: last.duration });
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites) visit(suite, []);
  return times;
}

/** The `count` slowest of `tests`, slowest first. */
export function slowest(tests, count = 10) {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/**
 * The stage table and the slowest tests, as lines to print. `totalSeconds` is the run's own time
 * (by default the stages' sum).
 */
export function formatReport(stages, slowTests, totalSeconds = null) {
  const width = Math.max(...stages.map((stage) => stage.name.length), 'Total'.length);
  const row = (name, seconds) => `  ${name.padEnd(width)}  ${seconds === null ? '   not run' : `${seconds.toFixed(1).padStart(7)} s`}`;
  const total = totalSeconds ?? stages.reduce((sum, stage) => sum + (stage.seconds ?? 0), 0);
  const lines = ['Stage times:', ...stages.map((stage) => row(stage.name, stage.seconds)), row('Total', total)];
  if (slowTests.length > 0) {
    lines.push('', `The ${slowTests.length} slowest tests:`);
    for (const test of slowTests) lines.push(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  [${test.runner}] ${test.title}`);
  }
  return lines;
}
