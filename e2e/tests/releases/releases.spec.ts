import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ensurePnpm } from '../../../scripts/setup/pnpm-runtime.mjs';
import { expect, slowCpu, stubExternalSites, test } from '../support/fixtures';
import {
  newEnvironment,
  packageJsonWith,
  type ReleaseRun,
  release,
  root,
  serveEnvironment,
  withEdits,
} from '../support/release-environment';

// Releases as separate teams cut them (docs/architecture/releases.md, "Releases" and "Versions and skew"):
// an environment of its own, released from the builds in place, then two real builds of the
// pricing remote: one against a kit whose minor version is newer than the shell's (with a new
// price), one whose React range the shell does not satisfy. Each is released with `npm run
// release`, served by a site server of its own, and rolled back by pointing remotes.json back.

const shellVersion = JSON.parse(readFileSync(join(root, 'shell/package.json'), 'utf8')).version as string;
const kitVersion = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8')).version as string;
const reactVersion = JSON.parse(readFileSync(join(root, 'node_modules/react/package.json'), 'utf8')).version as string;
const pricingVersion = JSON.parse(readFileSync(join(root, 'mfe-pricing/package.json'), 'utf8')).version as string;
const [kitMajor, kitMinor] = kitVersion.split('.').map(Number) as [number, number];
const newerKit = `${kitMajor}.${kitMinor + 1}.0-e2e`;
const newerKitRelease = `${pricingVersion}-e2e.newer-kit`;
const react20Release = `${pricingVersion}-e2e.react20`;

const pricingPlans = 'mfe-pricing/src/content/pricing-plans.ts';
const oldPrice = '$449';
const newPrice = '$463';
const notice = 'This part of the page is being updated.';

let environment: string;
let site: { url: string; stop: () => void };
let newerKitRun: ReleaseRun;
let react20Run: ReleaseRun;
let remotesBeforeRefusal: string;

const remotesJson = () => join(environment, 'remotes.json');
const entry = (version: string) => `/remotes/pricing/${version}/remoteEntry.js`;
function pointPricingAt(version: string) {
  const remotes = JSON.parse(readFileSync(remotesJson(), 'utf8'));
  writeFileSync(remotesJson(), `${JSON.stringify({ ...remotes, pricing: entry(version) }, null, 2)}\n`);
}

function buildPricing() {
  const [command, prefix] = ensurePnpm();
  execFileSync(command, [...prefix, '--filter', 'mfe-pricing', 'build'], { cwd: root, stdio: 'pipe' });
}

/** Every file of the environment but remotes.json, with its size and time: what a rebuild would change. */
function environmentFiles(): string[] {
  return readdirSync(environment, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name !== 'remotes.json')
    .map((file) => {
      const path = join(file.parentPath, file.name);
      const stat = statSync(path);
      return `${relative(environment, path)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

const bodyText = (html: string) =>
  html
    .slice(html.indexOf('<body'))
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<[^>]+>/g, ' ');

/** Requests for a remote's own copy of a shared module (React, the kit…): the shell's must serve them. */
function watchSharedCopies(page: Page) {
  const remoteCopies: string[] = [];
  const reacts: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/remotes\/.*__federation_shared_/.test(url)) remoteCopies.push(url);
    if (/__federation_shared_react-(?!dom-)[^/]+\.js$/.test(url)) reacts.push(url);
  });
  return { remoteCopies, reacts };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  environment = newEnvironment();
  const first = release(environment);
  expect(first.status, first.stderr).toBe(0);
  newerKitRun = await withEdits(
    {
      'mfe-pricing/package.json': packageJsonWith(newerKitRelease),
      'packages/ui/package.json': packageJsonWith(newerKit),
      [pricingPlans]: (text) => text.replace(`price: '${oldPrice}'`, `price: '${newPrice}'`),
    },
    () => release(environment),
  );
  remotesBeforeRefusal = readFileSync(remotesJson(), 'utf8');
  react20Run = await withEdits(
    { 'mfe-pricing/package.json': packageJsonWith(react20Release, { react: '^20.0.0', 'react-dom': '^20.0.0' }) },
    () => release(environment),
  );
  site = await serveEnvironment(environment);
});

test.afterAll(() => {
  test.setTimeout(180_000);
  site?.stop();
  // The source as committed has its build kept: this swaps it back in (scripts/build/build-app.mjs).
  buildPricing();
  rmSync(environment, { recursive: true, force: true });
});

test('npm run release switches on a pricing built with a newer kit minor, and notes it', () => {
  expect(newerKitRun.status, newerKitRun.stderr).toBe(0);
  expect(newerKitRun.stdout).toContain(`pricing: ${pricingVersion} → ${newerKitRelease}`);
  expect(newerKitRun.stdout).toContain(
    `Note: pricing ${newerKitRelease} was built with @staycompliant/ui ${newerKit}; the shell (${shellVersion}) has ${kitVersion}`,
  );
  const built = JSON.parse(readFileSync(join(environment, 'remotes/pricing', newerKitRelease, 'build-manifest.json'), 'utf8'));
  expect(built.shared['@staycompliant/ui']).toEqual({ version: newerKit, range: `^${newerKit}` });
});

test('the release check refuses a pricing whose React range the shell does not satisfy, one line a package, remotes.json unchanged', () => {
  expect(react20Run.status).toBe(1);
  expect(react20Run.stderr.trim().split('\n')).toEqual([
    `Refused: pricing ${react20Release} accepts react ^20.0.0 (built with ${reactVersion}); the shell (${shellVersion}) has react ${reactVersion}.`,
    `Refused: pricing ${react20Release} accepts react-dom ^20.0.0 (built with ${reactVersion}); the shell (${shellVersion}) has react-dom ${reactVersion}.`,
    `${remotesJson()} is unchanged.`,
  ]);
  expect(readFileSync(remotesJson(), 'utf8')).toBe(remotesBeforeRefusal);
  expect(JSON.parse(remotesBeforeRefusal).pricing).toBe(entry(newerKitRelease));
});

test('the pricing built with a newer kit minor works on the shell’s kit and one React, for a hurried visitor on a slow phone', async ({
  page,
  consoleErrors,
}) => {
  await stubExternalSites(page);
  await slowCpu(page, 4);
  const shared = watchSharedCopies(page);
  await page.goto(`${site.url}/pricing`);
  // Pressed as soon as it shows: held until the page is live, then replayed.
  await page.getByRole('tab', { name: 'Legal' }).click();
  await expect(page.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Incorporation' }).press('Enter');
  await expect(page.getByRole('tabpanel')).toContainText(newPrice);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  expect(shared.remoteCopies).toEqual([]);
  expect(shared.reacts).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('without JavaScript the same release is the server’s whole page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/pricing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(newPrice);
  await context.close();
});

/**
 * /pricing's HTML, again and again, until it holds `price` (15 s at most, a bound for a slow machine,
 * not the requirement); when each answer came.
 */
async function pollPricingHtml(request: APIRequestContext, price: string, since: number) {
  const answers: { afterMs: number; has: boolean }[] = [];
  for (;;) {
    const text = bodyText(await (await request.get(`${site.url}/pricing`)).text());
    answers.push({ afterMs: Date.now() - since, has: text.includes(price) });
    if (answers.at(-1)!.has || Date.now() - since >= 15_000) return answers;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('pointing pricing’s entry back rolls back: /pricing serves the old price from the next renders, nothing rebuilt', async ({
  page,
  request,
}) => {
  expect(bodyText(await (await request.get(`${site.url}/pricing`)).text())).toContain(newPrice);
  const filesBefore = environmentFiles();
  const pricingBuild = realpathSync(join(root, 'mfe-pricing/dist'));

  pointPricingAt(pricingVersion);
  const answers = await pollPricingHtml(request, oldPrice, Date.now());
  test.info().annotations.push({ type: 'HTML after the rollback', description: JSON.stringify(answers) });
  // The server reads remotes.json on each request: the first render after the switch uses the old
  // build. One answer may still come from a render that began before it.
  expect(answers.at(-1), `the old price: ${JSON.stringify(answers)}`).toMatchObject({ has: true });
  expect(answers.length, `answers until the old price: ${JSON.stringify(answers)}`).toBeLessThanOrEqual(2);

  await page.goto(`${site.url}/pricing`);
  await expect(page.getByRole('tabpanel')).toContainText(oldPrice);
  await expect(page.getByRole('tabpanel')).not.toContainText(newPrice);
  expect(environmentFiles(), 'no release folder changed').toEqual(filesBefore);
  expect(realpathSync(join(root, 'mfe-pricing/dist')), 'no build of pricing').toBe(pricingBuild);
});

test.describe('a pricing whose React range the shell does not satisfy, switched on by hand', () => {
  test.beforeAll(() => pointPricingAt(react20Release));
  test.afterAll(() => pointPricingAt(pricingVersion));

  test('shows the message in its area only; the console names both versions; the rest of the site works', async ({ page }) => {
    await stubExternalSites(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/pricing/')) entries.push(new URL(request.url()).pathname);
    });
    const shared = watchSharedCopies(page);
    // Reached by a link inside the site, then by its URL.
    await page.goto(`${site.url}/about`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByText(notice)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Pricing' })).toHaveCount(0);
    await page.goto(`${site.url}/pricing`);
    await expect(main.getByText(notice)).toBeVisible();
    // Its way to try again is a new page load, by key as by tap.
    await main.getByRole('link', { name: 'Reload the page' }).press('Enter');
    await expect(main.getByText(notice)).toBeVisible();
    // The server's HTML shows the message at once; the browser decides the same once it has read the manifest.
    await expect.poll(() => errors.join('\n')).toContain(`pricing ${react20Release} accepts react ^20.0.0`);
    expect(errors.join('\n')).toContain(`has react ${reactVersion}`);
    // Its manifest is read; none of its code is.
    expect(entries.filter((path) => !path.endsWith('/build-manifest.json'))).toEqual([]);
    expect(shared.remoteCopies).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('without JavaScript the server’s HTML shows the same message, in the same place', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/pricing`);
    await expect(page.getByRole('main').getByText(notice)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
    await context.close();
  });
});
