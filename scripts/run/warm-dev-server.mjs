// Asks the shell's dev server for every module the app can load, from its entry down (remotes'
// exposed modules included, through their dynamic imports), as a browser would: Vite transforms
// each and pre-bundles their dependencies on first request, so a page opened after `pnpm dev` says
// "Ready" is served from its cache instead of waiting for that work.

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\/[^"'?]+(?:\?[^"']*)?)["']/g;

async function importsOf(origin, path) {
  try {
    const response = await fetch(new URL(path, origin));
    if (!response.ok || !/javascript/.test(response.headers.get('content-type') ?? '')) return [];
    return [...(await response.text()).matchAll(importPattern)].map(([, specifier]) => specifier);
  } catch {
    return [];
  }
}

/** Resolves with the number of modules fetched: at most `limit`, 8 at a time, level by level. */
export async function warmDevServer(origin, entries = ['/src/main.tsx'], { limit = 5000 } = {}) {
  const seen = new Set(entries);
  let level = [...entries];
  while (level.length > 0 && seen.size <= limit) {
    const next = [];
    for (let i = 0; i < level.length; i += 8) {
      const found = await Promise.all(level.slice(i, i + 8).map((path) => importsOf(origin, path)));
      for (const specifier of found.flat()) {
        if (!seen.has(specifier)) {
          seen.add(specifier);
          next.push(specifier);
        }
      }
    }
    level = next;
  }
  return seen.size;
}
