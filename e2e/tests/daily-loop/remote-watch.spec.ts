import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type RunningScript, rebuildAll, root, startScript, stopGroup } from './loop-helpers';

// One team's loop without the others: `pnpm --filter mfe-pricing dev` builds the remote once, then
// rebuilds it on every save, in place or by rename, during a build or after; each build replaces
// dist in one rename, so remoteEntry.js is never missing, and each prints one line with its own time.

const appDir = join(root, 'mfe-pricing');
const copyFile = join(appDir, 'src', 'content', 'pricing-copy.ts');
const originalCopy = readFileSync(copyFile, 'utf8');
const originalLead = 'Clear, indicative prices for every service we offer.';
const entry = join(appDir, 'dist', 'remoteEntry.js');

/** The remote's current build's scripts, read through dist as a server reads them. */
function builtText(): string {
  const dist = join(appDir, 'dist');
  try {
    return readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n');
  } catch {
    // A build swapped in, and the one before it removed, while being read: read again.
    return '';
  }
}

let currentLead = originalLead;

function save(lead: string, how: 'in place' | 'by rename') {
  const next = readFileSync(copyFile, 'utf8').replace(currentLead, lead);
  currentLead = lead;
  if (how === 'in place') writeFileSync(copyFile, next);
  else {
    writeFileSync(`${copyFile}.swp`, next);
    renameSync(`${copyFile}.swp`, copyFile);
  }
}

let watcher: RunningScript | undefined;

test.afterAll(async () => {
  test.setTimeout(300_000);
  writeFileSync(copyFile, originalCopy);
  if (watcher) await stopGroup(watcher);
  // The watcher's builds are the behaviour under test, and browser-only: the run's full build of the
  // source as committed is kept beside them and swapped back in, not rebuilt.
  rebuildAll(['--filter', 'mfe-pricing']);
});

test('pnpm --filter mfe-pricing dev rebuilds on every save, in place or by rename, with remoteEntry.js always there', async () => {
  test.setTimeout(240_000);
  expect(originalCopy).toContain(originalLead);
  watcher = startScript(['--filter', 'mfe-pricing', 'dev'], {});
  const output = watcher.output;
  const builds = () => output.text.split('\n').filter((line) => /^(first build|rebuild) took \d+\.\d s$/.test(line.trim()));

  let missing = 0;
  let checks = 0;
  let watching = true;
  const entryWatch = (async () => {
    while (watching) {
      if (existsSync(join(appDir, 'dist'))) {
        checks += 1;
        if (!existsSync(entry)) missing += 1;
      }
      await new Promise((done) => setTimeout(done, 25));
    }
  })();

  // During the first build: a save by rename.
  await new Promise((done) => setTimeout(done, 1_000));
  save('Lead saved by rename during the first build.', 'by rename');
  await expect
    .poll(() => existsSync(entry) && builtText().includes('Lead saved by rename during the first build.'), {
      timeout: 120_000,
      message: output.text,
    })
    .toBe(true);

  // After it: in place, then by rename, then in place again (a rename once left later in-place saves unseen).
  for (const [text, how] of [
    ['Lead saved in place after the first build.', 'in place'],
    ['Lead saved by rename after the first build.', 'by rename'],
    ['Lead saved in place after a rename.', 'in place'],
  ] as const) {
    save(text, how);
    await expect.poll(() => builtText().includes(text), { timeout: 60_000, message: `${how}: ${output.text}` }).toBe(true);
  }

  watching = false;
  await entryWatch;
  expect(checks).toBeGreaterThan(100);
  expect(missing, 'dist/remoteEntry.js was missing while the remote rebuilt').toBe(0);
  expect(builds().length, output.text).toBeGreaterThanOrEqual(4);
  expect(output.text).not.toMatch(/built in \d+ms/);

  const exit = await stopGroup(watcher);
  watcher = undefined;
  expect(exit, output.text).toEqual({ code: 0, signal: null });
  expect(output.text).not.toContain('ELIFECYCLE');
});
