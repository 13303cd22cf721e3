import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { sitePort } from '@staycompliant/local-ports';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium };
const mobile = { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: false, launchOptions: chromium };
export const siteUrl = `http://127.0.0.1:${sitePort()}`;

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
  projects: [
    { name: 'desktop', use: desktop, testIgnore: /redeploy|releases|daily-loop/ },
    // Only what changes with the width runs at 375 px too: tests tagged bothWidths (support/fixtures.ts).
    { name: 'mobile', use: mobile, testIgnore: /redeploy|releases|daily-loop/, grep: /@both-widths/ },
    // Rebuild a remote in place (the releases also change package.json files for their builds): one
    // file at a time, after the others.
    { name: 'redeploy', use: desktop, testMatch: /redeploy|releases/, workers: 1, dependencies: ['desktop', 'mobile'] },
    // pnpm dev and npm start on other ports: they rebuild every app, so they run last, one at a time,
    // and put the default builds back.
    { name: 'daily-loop', use: desktop, testMatch: /daily-loop\/.*\.spec\.ts$/, workers: 1, dependencies: ['redeploy'] },
  ],
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
