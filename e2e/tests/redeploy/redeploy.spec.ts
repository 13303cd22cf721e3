import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ensurePnpm } from '../../../scripts/setup/pnpm-runtime.mjs';
import { expect, siteOrigins, test, waitForLiveApp } from '../support/fixtures';

// One team's deploy: the pricing team changes a price and runs `pnpm --filter mfe-pricing build`,
// nothing else. The running site serves the new price at once, rendered on the server and in the
// browser, and the shell's build is not touched.

const root = join(import.meta.dirname, '..', '..', '..');
const shellDist = join(root, 'shell', 'dist');
const pricingPlans = join(root, 'mfe-pricing', 'src', 'content', 'pricing-plans.ts');
/** The Incorporation Basic plan's price: on /pricing's first tab, and nowhere else on the page. */
const oldPrice = '$449';
const newPrice = '$463';
// As committed, even if an earlier run was stopped before it could restore the file.
const original = readFileSync(pricingPlans, 'utf8').replace(`price: '${newPrice}'`, `price: '${oldPrice}'`);

/** A digest of every file under `dir` (a symlink to the build in place), with its path. */
function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(dir, file)).update('\0').update(readFileSync(file));
  return `${files.length} files, ${hash.digest('hex')}`;
}

// The test's one build is the deploy under test. Afterwards the source as committed has its build
// kept, and `build` swaps it back in rather than building it again (scripts/build/build-app.mjs).
function buildPricing() {
  const [command, prefix] = ensurePnpm();
  execFileSync(command, [...prefix, '--filter', 'mfe-pricing', 'build'], { cwd: root, env: process.env, stdio: 'pipe' });
}

/** The text of the page's <body>, from the HTML as served. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<[^>]+>/g, ' ');
}

interface Sightings {
  sawOld: boolean;
  sawNew: boolean;
}

interface Visit extends Sightings {
  /** The open tab's text once the page has hydrated. */
  shown: string;
  errors: string[];
}

/**
 * Opens /pricing again and again in one tab, each time a new navigation, for `durationMs` at least;
 * an init script watches the page from its first node to the hydrated app for either price.
 */
async function pollPricingInABrowser(page: Page, durationMs: number): Promise<Visit[]> {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(
    ({ oldText, newText }) => {
      const seen: Sightings = { sawOld: false, sawNew: false };
      (window as unknown as { sightings: Sightings }).sightings = seen;
      const look = () => {
        const text = document.body?.textContent ?? '';
        if (text.includes(oldText)) seen.sawOld = true;
        if (text.includes(newText)) seen.sawNew = true;
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener('DOMContentLoaded', look);
    },
    { oldText: oldPrice, newText: newPrice },
  );
  const visits: Visit[] = [];
  const started = Date.now();
  while (visits.length < 4 || Date.now() - started < durationMs) {
    errors = [];
    await page.goto('/pricing');
    await waitForLiveApp(page);
    const panel = page.getByRole('tabpanel');
    // Hydrated (or rendered in the browser, if the server could not): then it shows what it will.
    await expect.poll(() => panel.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    const sightings = await page.evaluate(() => (window as unknown as { sightings: Sightings }).sightings);
    visits.push({ ...sightings, shown: (await panel.textContent()) ?? '', errors });
  }
  return visits;
}

/** Fetches /pricing's HTML until it holds the new price, for 2 s at most; when each answer came. */
async function pollPricingHtml(request: APIRequestContext, since: number) {
  const answers: { afterMs: number; hasNew: boolean; hasOld: boolean }[] = [];
  for (;;) {
    const text = bodyText(await (await request.get('/pricing')).text());
    answers.push({ afterMs: Date.now() - since, hasNew: text.includes(newPrice), hasOld: text.includes(oldPrice) });
    if (answers.at(-1)!.hasNew || Date.now() - since >= 2_000) return answers;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.afterAll(async ({ browser }) => {
  test.setTimeout(180_000);
  writeFileSync(pricingPlans, original);
  buildPricing();
  const page = await browser.newPage({ baseURL: siteOrigins[0] });
  await page.goto('/pricing');
  await expect(page.getByRole('tabpanel')).toContainText(oldPrice);
  await page.close();
});

test('rebuilding the pricing remote alone changes /pricing at once, and leaves the shell byte-identical', async ({ page, request }) => {
  test.setTimeout(150_000);
  const shellBefore = hashFolder(shellDist);
  const entryBefore = await (await request.get('/remotes/pricing/remoteEntry.js')).text();
  const before = bodyText(await (await request.get('/pricing')).text());
  expect(before).toContain(oldPrice);
  expect(before).not.toContain(newPrice);

  const changed = original.replace(`price: '${oldPrice}'`, `price: '${newPrice}'`);
  expect(changed, 'the price to change is in pricing-plans.ts').not.toBe(original);
  writeFileSync(pricingPlans, changed);
  buildPricing();
  const built = Date.now();

  // From right after the build: the HTML alone (as a crawler or a page without JavaScript gets it),
  // and a browser that opens the page again and again.
  const [answers, visits] = await Promise.all([pollPricingHtml(request, built), pollPricingInABrowser(page, 5_000)]);
  const firstNew = answers.find((answer) => answer.hasNew);
  test
    .info()
    .annotations.push(
      { type: 'HTML after the build', description: JSON.stringify(answers) },
      { type: 'browser visits', description: String(visits.length) },
    );
  expect.soft(firstNew, `the HTML of /pricing holds the new price within 2 s of the build: ${JSON.stringify(answers)}`).toBeDefined();
  expect.soft(firstNew?.hasOld, 'and not the old one').toBe(false);
  expect
    .soft(
      visits.filter((visit) => visit.sawOld),
      'browser visits that showed the old price at any moment',
    )
    .toEqual([]);
  expect
    .soft(
      visits.filter((visit) => !visit.shown.includes(newPrice)),
      'browser visits whose live page lacks the new price',
    )
    .toEqual([]);
  expect
    .soft(
      visits.flatMap((visit) => visit.errors),
      'console errors (a hydration mismatch would be one)',
    )
    .toEqual([]);

  expect.soft(await (await request.get('/remotes/pricing/remoteEntry.js')).text(), 'the remote entry changed').not.toBe(entryBefore);
  expect(hashFolder(shellDist), 'shell/dist').toBe(shellBefore);
});
