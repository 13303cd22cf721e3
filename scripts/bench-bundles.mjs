// Each app's JavaScript and CSS, gzip-compressed, against its budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './pnpm-runtime.mjs';

/**
 * KB gzip, per app, of what the site can load from it: for a remote, its own chunks, lazy ones
 * included (supabase-js, zod and react-hook-form load only when a form or the admin page is used),
 * not the fallback copies of the shared singletons (the shell provides those) nor its standalone page.
 */
const budgets = {
  shell: { js: 250, css: 12 },
  'mfe-marketing': { js: 120, css: 8 },
  'mfe-pricing': { js: 25, css: 8 },
  'mfe-resources': { js: 25, css: 8 },
  'mfe-contact': { js: 130, css: 8 },
};

function standaloneEntry(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return /<script[^>]+src="\.?\/?([^"]+)"/.exec(html)?.[1] ?? null;
}

function gzipKb(dir, extension, isRemote) {
  const skipped = isRemote ? standaloneEntry(dir) : null;
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) =>
      entry.isFile() &&
      entry.name.endsWith(extension) &&
      !(isRemote && (entry.name.startsWith('__federation_shared_') || entry.parentPath.includes('__federation_shared_') || entry.name === skipped || /^(index|standalone)-[^.]+\.css$/.test(entry.name))),
  );
  const bytes = files.reduce((sum, entry) => sum + gzipSync(readFileSync(join(entry.parentPath, entry.name))).length, 0);
  return bytes / 1024;
}

export function printBundleSizes() {
  let ok = true;
  console.log('app              JS KB (budget)    CSS KB (budget)');
  for (const [app, budget] of Object.entries(budgets)) {
    const dist = join(root, app, 'dist');
    const isRemote = app !== 'shell';
    const js = gzipKb(dist, '.js', isRemote);
    const css = gzipKb(dist, '.css', isRemote);
    const fits = js <= budget.js && css <= budget.css;
    ok &&= fits;
    console.log(`${app.padEnd(16)} ${js.toFixed(1).padStart(6)} (${budget.js})      ${css.toFixed(1).padStart(6)} (${budget.css})   ${fits ? 'ok' : 'OVER'}`);
  }
  return ok;
}
