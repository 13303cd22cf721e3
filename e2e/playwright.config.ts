import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { sitePort } from '@staycompliant/local-ports';
import { e2eBrowserPath } from '../scripts/setup/system-packages.mjs';
import { useE2eMailPorts } from './mail-ports.mjs';
import { foldersInNoSlice, sliceTestMatch } from './team-slices.mjs';

// Read by the web server this config starts and by every worker (each loads this file).
useE2eMailPorts();

const chromium = {
  executablePath: e2eBrowserPath,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium };
const mobile = { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: false, launchOptions: chromium };
export const siteUrl = `http://127.0.0.1:${sitePort()}`;

// E2E_SLICE=<app> (each app's `test:e2e`): that team's folders only (team-slices.mjs), in `desktop` and
// `mobile` as in the whole suite, without the delivery projects. Unset, the whole suite runs.
const slice = process.env.E2E_SLICE ? sliceTestMatch(process.env.E2E_SLICE) : undefined;
if (slice) {
  const folders = readdirSync(join(import.meta.dirname, 'tests'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const unassigned = foldersInNoSlice(folders.map((entry) => entry.name));
  if (unassigned.length > 0) console.warn(`Folders of e2e/tests/ in no team's slice (e2e/team-slices.mjs): ${unassigned.join(', ')}.`);
}

// The presses at 4× CPU run one at a time, with no other test's browser on the two cores, so that a
// slowed page goes live within its test's time. They check the mechanism; the bench times them.
const timedAlone = /[\\/]tests[\\/]shell[\\/]navigation-without-a-wait\.spec\.ts$/;
const timedAlonePath = '/e2e/tests/shell/navigation-without-a-wait.spec.ts';
const deliveryTests = /redeploy|releases|daily-loop/;

function forSlice<Project extends { name?: string }>(projects: Project[]): Project[] {
  if (!slice) return projects;
  return projects.flatMap((project) => {
    if (project.name === 'desktop' || project.name === 'mobile') return [{ ...project, testMatch: slice }];
    return project.name === 'timed' && slice.test(timedAlonePath) ? [project] : [];
  });
}

export default defineConfig({
  testDir: './tests',
  outputDir: join(import.meta.dirname, '..', '.test-results', 'e2e-artifacts'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(import.meta.dirname, '..', '.test-results', 'e2e.json') }]],
  use: { baseURL: siteUrl, trace: 'retain-on-failure' },
  projects: forSlice([
    { name: 'desktop', use: desktop, testIgnore: [deliveryTests, timedAlone] },
    // Only what changes with the width runs at 375 px too: tests tagged bothWidths (support/fixtures.ts).
    { name: 'mobile', use: mobile, testIgnore: [deliveryTests, timedAlone], grep: /@both-widths/ },
    { name: 'timed', use: desktop, testMatch: timedAlone, workers: 1, dependencies: ['desktop', 'mobile'] },
    // Rebuild a remote in place (the releases also change package.json files for their builds): one
    // file at a time, after the others.
    { name: 'redeploy', use: desktop, testMatch: /redeploy|releases/, workers: 1, dependencies: ['timed'] },
    // pnpm dev and npm start on other ports: they start whole stacks of their own (npm start reuses the
    // builds: no build holds a port), so they run last, one at a time.
    { name: 'daily-loop', use: desktop, testMatch: /daily-loop\/.*\.spec\.ts$/, workers: 1, dependencies: ['redeploy'] },
  ]),
  webServer: {
    command: 'node serve-for-tests.mjs',
    cwd: import.meta.dirname,
    // Not a URL: the site answers while the backend still applies its migrations (they start side by
    // side). serve-for-tests prints the Site line once the backend and its Edge Functions are up too.
    wait: { stdout: /^Site: http/m },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
