import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensurePnpm } from '../../scripts/pnpm-runtime.mjs';
import { expect, test } from './support/fixtures';

const root = join(import.meta.dirname, '..', '..');

function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** One team's deploy: `pnpm --filter mfe-pricing build`, nothing else. */
function buildPricing(env: Record<string, string> = {}) {
  const [command, prefix] = ensurePnpm();
  execFileSync(command, [...prefix, '--filter', 'mfe-pricing', 'build'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
}

test('rebuilding one remote changes what the running site serves; the shell stays byte-identical', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = hashFolder(join(root, 'shell', 'dist'));
  const entryBefore = await (await page.request.get('/remotes/pricing/remoteEntry.js')).text();
  try {
    buildPricing({ VITE_BRAND_NAME: 'Rebuilt Remote Co' });
    const entryAfter = await (await page.request.get('/remotes/pricing/remoteEntry.js')).text();
    expect(entryAfter).not.toBe(entryBefore);
    await page.goto('/pricing');
    await expect(page.getByRole('main')).toContainText('Rebuilt Remote Co');
    await expect(page.getByRole('contentinfo')).not.toContainText('Rebuilt Remote Co');
    expect(hashFolder(join(root, 'shell', 'dist'))).toBe(shellBefore);
  } finally {
    buildPricing();
  }
  await page.goto('/pricing');
  await expect(page.getByRole('main')).not.toContainText('Rebuilt Remote Co');
});
