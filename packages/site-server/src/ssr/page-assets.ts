import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedModule } from '@staycompliant/contracts/server-rendering';
import { buildFactsFile } from '@staycompliant/version-skew/runtime';
import { readJson } from '../read-json.js';
import { escapeAttribute, type PageStylesheet } from './inline-styles.js';
import type { RemoteBuild } from './remote-builds.js';

/** An exposed module's entry in its remote's dist/server/client-assets.json: the browser files it needs. */
interface ExposedModuleAssets {
  scripts: string[];
  styles: string[];
}

const sameModule = (a: RenderedModule) => (b: RenderedModule) => a[0] === b[0] && a[1] === b[1];

/**
 * The stylesheets of the remote modules a page rendered, and the module hints of those among them
 * the browser loads before hydrating (`hinted`; all of them when the shell does not say).
 */
export function remoteAssets(
  remotes: Record<string, RemoteBuild>,
  modules: RenderedModule[],
  hinted: readonly RenderedModule[] = modules,
): { styles: PageStylesheet[]; hints: string } {
  const styles = new Map<string, PageStylesheet>();
  const scripts = new Set<string>();
  const buildFacts = new Set<string>();
  for (const [remote, module] of modules) {
    const build = remotes[remote];
    const dir = build?.dir;
    const assetsFile = dir ? join(dir, 'server', 'client-assets.json') : null;
    // A remote not deployed here, or whose build is missing: the browser loads it when it can.
    if (!build || !dir || !assetsFile || !existsSync(assetsFile)) continue;
    const assets = readJson<Record<string, ExposedModuleAssets>>(assetsFile)[module];
    for (const file of assets?.styles ?? []) styles.set(file, { href: `${build.publicBase}${file}`, file: join(dir, file) });
    if (!hinted.some(sameModule([remote, module]))) continue;
    scripts.add(`${build.publicBase}remoteEntry.js`);
    // Read by the shell before it mounts the remote (its versions): fetched beside remoteEntry.js.
    if (existsSync(join(dir, buildFactsFile))) buildFacts.add(`${build.publicBase}${buildFactsFile}`);
    for (const file of assets?.scripts ?? []) scripts.add(`${build.publicBase}${file}`);
  }
  // The page paints from its HTML and inline styles; these modules only hydrate it, and fetched
  // at once they would share a phone's first bandwidth with the page's images.
  const hints =
    [...buildFacts]
      .map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeAttribute(href)}">`)
      .join('') + [...scripts].map((href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(href)}">`).join('');
  return { styles: [...styles.values()], hints };
}

/** The shell's own stylesheets, as its index.html (`template`) links them, and the template without those links. */
export function shellStyles(template: string, shellDist: string): { template: string; styles: PageStylesheet[] } {
  const styles: PageStylesheet[] = [];
  const rest = template.replace(/\s*<link rel="stylesheet"[^>]*href="(\/[^"]+\.css)"[^>]*>/g, (_link, href: string) => {
    styles.push({ href, file: join(shellDist, href) });
    return '';
  });
  return { template: rest, styles };
}
