import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loopPorts, type RunningScript, root, startScript, startState, stopGroup } from './loop-helpers';

// A remote team's day: `pnpm dev`, and saves to mfe-pricing made by an editor that writes in place
// and by one that renames a new file over the old (vim, `sed -i`), while pnpm dev starts and after.
// Every save shows in the browser, and nothing the page asks for fails in between.

const devPort = 5273;
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
  writeFileSync(copyFile, originalCopy);
  writeFileSync(plansFile, originalPlans);
  if (dev) await stopGroup(dev);
  rmSync(dataDir, { recursive: true, force: true });
});

test('pnpm dev shows every save of a remote, made while it starts and after, with nothing failing in between', async ({ page }) => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'dev-loop-backend-'));
  dev = startScript(['dev'], {
    DEV_PORT: String(devPort),
    ...loopPorts.devLoop,
    DATA_DIR: dataDir,
  });
  const output = dev.output;

  // While pnpm dev starts (the backend alone takes longer than this): one save in place, one by
  // rename.
  await new Promise((done) => setTimeout(done, 500));
  saveInPlace(copyFile, originalLead, 'Saved in place while pnpm dev started.');
  await new Promise((done) => setTimeout(done, 500));
  saveByRename(plansFile, originalPrice, "price: '$471'");
  expect(output.text, 'pnpm dev is still starting').not.toMatch(/Ready in/);

  // Ready, or ended: a start that fails says why at once, not after the whole wait.
  await expect.poll(() => startState(dev!), { timeout: 120_000, intervals: [500] }).not.toBe('starting');
  expect(output.text).toMatch(/Ready in (\d+\.\d) s/);
  const readyAt = Date.now();
  const readyIn = Number(/Ready in (\d+\.\d) s/.exec(output.text)![1]);
  test.info().annotations.push({ type: 'pnpm dev ready in', description: `${readyIn} s` });

  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on('pageerror', (error) => failures.push(error.message));
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto(`${shellUrl}/pricing`);
  const main = page.getByRole('main');
  // The start-up saves are in the first page shown after "Ready".
  await expect(main.getByText('Saved in place while pnpm dev started.')).toBeVisible({ timeout: 10_000 });
  await expect(main.getByText('$471').first()).toBeVisible();
  const timings: Record<string, number> = { 'ready to start-up saves shown': Date.now() - readyAt };

  // After start-up: the other way round, each within 2 s, by hot module replacement (no reload).
  let savedAt = Date.now();
  saveByRename(copyFile, 'Saved in place while pnpm dev started.', 'Saved by rename once pnpm dev was ready.');
  await expect(main.getByText('Saved by rename once pnpm dev was ready.')).toBeVisible({ timeout: 2_000 });
  timings['by rename'] = Date.now() - savedAt;

  savedAt = Date.now();
  saveInPlace(plansFile, "price: '$471'", "price: '$487'");
  await expect(main.getByText('$487').first()).toBeVisible({ timeout: 2_000 });
  timings['in place'] = Date.now() - savedAt;
  test.info().annotations.push({ type: 'save to browser, ms', description: JSON.stringify(timings) });

  expect(loads, 'the saves reached the page without reloading it').toBe(1);
  expect(failures).toEqual([]);
  expect(output.text).not.toMatch(/built in \d+ms/);

  // Ctrl-C stops everything quietly.
  const exit = await stopGroup(dev);
  dev = undefined;
  expect(exit, output.text).toEqual({ code: 0, signal: null });
  expect(output.text).not.toContain('ELIFECYCLE');
});
