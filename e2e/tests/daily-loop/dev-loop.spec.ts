import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { rebuildRemotes, root, type RunningScript, startScript, stopGroup } from './loop-support';

// A remote team's day: `pnpm dev`, and saves to mfe-pricing made by an editor that writes in place
// and by one that renames a new file over the old (vim, `sed -i`), while pnpm dev starts and after.
// Every save shows in the browser, and the remote's entry never answers 404 in between.

const devPort = 5273;
const backendPort = 54331;
const shellUrl = `http://127.0.0.1:${devPort}`;
const copyFile = join(root, 'mfe-pricing', 'src', 'content', 'pricing-copy.ts');
const plansFile = join(root, 'mfe-pricing', 'src', 'content', 'pricing-plans.ts');
const originalCopy = readFileSync(copyFile, 'utf8');
const originalPlans = readFileSync(plansFile, 'utf8');
const originalLead = 'Clear, indicative prices for every service we offer.';
const originalPrice = "price: '$449'";

function saveInPlace(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

function saveByRename(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(`${file}.swp`, text.replace(from, to));
  renameSync(`${file}.swp`, file);
}

test.describe.configure({ mode: 'serial' });

let dev: RunningScript | undefined;
let dataDir = '';

test.afterAll(async () => {
  test.setTimeout(300_000);
  writeFileSync(copyFile, originalCopy);
  writeFileSync(plansFile, originalPlans);
  if (dev) await stopGroup(dev);
  rmSync(dataDir, { recursive: true, force: true });
  // pnpm dev leaves browser-only builds: the other tests and `npm start` need the full ones back.
  rebuildRemotes();
});

// Issue 25 is open on this: on a loaded 2-core machine pnpm dev was not ready within 120 s, and a
// save made during start-up did not show within 2 s of "Ready" in the one run that got there.
test.fixme('pnpm dev shows every save of a remote, made while it starts and after, with no 404 of its entry', async ({ page, request }) => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'dev-loop-backend-'));
  dev = startScript(['dev'], { DEV_PORT: String(devPort), BACKEND_PORT: String(backendPort), DATA_DIR: dataDir });
  const output = dev.output;

  // While pnpm dev starts (its first builds take far longer than this): one save in place, one by
  // rename.
  await new Promise((done) => setTimeout(done, 2_000));
  saveInPlace(copyFile, originalLead, 'Saved in place while pnpm dev started.');
  await new Promise((done) => setTimeout(done, 3_000));
  expect(output.text, 'pnpm dev is still starting').not.toMatch(/Ready in/);
  saveByRename(plansFile, originalPrice, "price: '$471'");

  await expect.poll(() => output.text, { timeout: 120_000, message: output.text }).toMatch(/Ready in (\d+\.\d) s/);
  const readyIn = Number(/Ready in (\d+\.\d) s/.exec(output.text)![1]);
  test.info().annotations.push({ type: 'pnpm dev ready in', description: `${readyIn} s` });

  // From now on, the remote's entry is fetched every 100 ms: it must never be missing.
  const entryStatuses: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      entryStatuses.push((await request.get(`${shellUrl}/remotes/pricing/remoteEntry.js`)).status());
      await new Promise((done) => setTimeout(done, 100));
    }
  })();

  const pricingResponses404: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && response.url().includes('/remotes/')) pricingResponses404.push(response.url());
  });
  await page.goto(`${shellUrl}/pricing`);
  const main = page.getByRole('main');
  // The start-up saves are there within 2 s of "Ready".
  await expect(main.getByText('Saved in place while pnpm dev started.')).toBeVisible({ timeout: 2_000 });
  await expect(main.getByText('$471').first()).toBeVisible({ timeout: 2_000 });

  // After start-up: the other way round. The page reloads itself.
  const timings: Record<string, number> = {};
  let savedAt = Date.now();
  saveByRename(copyFile, 'Saved in place while pnpm dev started.', 'Saved by rename once pnpm dev was ready.');
  await expect(main.getByText('Saved by rename once pnpm dev was ready.')).toBeVisible({ timeout: 2_000 });
  timings['by rename'] = Date.now() - savedAt;

  savedAt = Date.now();
  saveInPlace(plansFile, "price: '$471'", "price: '$487'");
  await expect(main.getByText('$487').first()).toBeVisible({ timeout: 2_000 });
  timings['in place'] = Date.now() - savedAt;
  test.info().annotations.push({ type: 'save to browser, ms', description: JSON.stringify(timings) });

  polling = false;
  await poller;
  expect(entryStatuses.length).toBeGreaterThan(10);
  expect(entryStatuses.filter((status) => status !== 200), 'remoteEntry.js answers while pricing rebuilds').toEqual([]);
  expect(pricingResponses404).toEqual([]);

  // One line per rebuild, with its own time: no repeat of the first build's.
  const pricingLines = output.text.split('\n').filter((line) => line.startsWith('[pricing]'));
  expect(pricingLines.filter((line) => /^\[pricing\] (first build|rebuild) took \d+\.\d s$/.test(line)).length).toBeGreaterThanOrEqual(3);
  expect(pricingLines.filter((line) => /built in \d+ms/.test(line))).toEqual([]);

  // Ctrl-C stops everything quietly.
  const exit = await stopGroup(dev);
  dev = undefined;
  expect(exit, output.text).toEqual({ code: 0, signal: null });
  expect(output.text).not.toContain('ELIFECYCLE');
});
