// Each app's JavaScript and CSS, gzip-compressed, against its budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../setup/pnpm-runtime.mjs';

/**
 * KB gzip, per app, of what the site can load from it: for a remote, its own chunks, lazy ones
 * included (supabase-js, zod and react-hook-form load only when a form or the admin page is used),
 * not the fallback copies of the shared singletons (the shell provides those) nor its standalone page.
 */
const budgets = {
  shell: { js: 250, css: 12 },
  'mfe-marketing': { js: 120, css: 8 },
  'mfe-pricing': { js: 25, css: 8 },
  // The feed (≈15) and the compliance calendar: its page (≈15, zod/mini included) and the .ics writer it loads on a press (≈10).
  'mfe-resources': { js: 45, css: 8 },
  // The contact form and newsletter (≈50), the inbox (≈25), the analytics dashboard (≈8) and uPlot, which only /admin/analytics loads (≈23).
  'mfe-contact': { js: 170, css: 8 },
};

const gzipBytes = (file) => gzipSync(readFileSync(file)).length;

/**
 * Every file of `extension` under `dir`, gzip bytes summed: the shell serves all of its assets. Not
 * its server bundle (dist/server/), which Node runs and no browser loads.
 */
function allFilesKb(dir, extension) {
  const serverBundle = join(dir, 'server');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(extension) && !`${entry.parentPath}/`.startsWith(`${serverBundle}/`),
  );
  return files.reduce((sum, entry) => sum + gzipBytes(join(entry.parentPath, entry.name)), 0) / 1024;
}

/**
 * A remote's own code: the files reachable from its exposed modules, lazy chunks included, but not
 * the fallback copies of the shared singletons (reachable only through the federation runtime, and
 * never loaded while the shell provides them) nor its standalone page.
 */
function remoteFilesKb(dir) {
  const imported = (file) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*"\.\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const queue = readdirSync(dir).filter((name) => name.startsWith('__federation_expose_') && name.endsWith('.js'));
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.pop();
    if (file.startsWith('__federation_fn_import')) continue;
    for (const next of imported(file)) if (!seen.has(next) && !next.startsWith('__federation_shared_')) seen.add(next) && queue.push(next);
  }
  // Stylesheets are named in the chunks' preload lists rather than imported: all but the standalone page's.
  for (const name of readdirSync(dir)) if (name.endsWith('.css') && !/^(index|standalone)-[^.]+\.css$/.test(name)) seen.add(name);
  seen.add('remoteEntry.js');
  const kb = (extension) =>
    [...seen].filter((name) => name.endsWith(extension)).reduce((sum, name) => sum + gzipBytes(join(dir, name)), 0) / 1024;
  return { js: kb('.js'), css: kb('.css') };
}

export function printBundleSizes() {
  let ok = true;
  console.log('app              JS KB (budget)    CSS KB (budget)');
  for (const [app, budget] of Object.entries(budgets)) {
    const dist = join(root, app, 'dist');
    const isRemote = app !== 'shell';
    const { js, css } = isRemote ? remoteFilesKb(dist) : { js: allFilesKb(dist, '.js'), css: allFilesKb(dist, '.css') };
    const fits = js <= budget.js && css <= budget.css;
    ok &&= fits;
    console.log(
      `${app.padEnd(16)} ${js.toFixed(1).padStart(6)} (${budget.js})      ${css.toFixed(1).padStart(6)} (${budget.css})   ${fits ? 'ok' : 'OVER'}`,
    );
  }
  return ok;
}
