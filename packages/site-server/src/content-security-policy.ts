import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from './read-json.js';
import type { SiteConfig } from './site-config.js';

/** What the policy allows besides this origin and the remotes'. */
export interface CspSources {
  /** fetch(): the backend (REST, auth, storage) and the feed proxy, from the run-time configuration. */
  connect: string[];
  /**
   * <img>: the backend's storage (client logos), from the run-time configuration. The feed's pictures
   * come from the site's own origin (`/feed-images`, docs/architecture/site-server.md, "Feed pictures").
   */
  img: string[];
  /** Hashes (`'sha256-…'`) of the page's inline scripts: the early-input script (shell/dist/csp-sources.json). */
  script: string[];
}

/** The backend's and the feed proxy's origins, from the configuration the server started with. */
export function configSources(config: SiteConfig): Omit<CspSources, 'script'> {
  const backend = new URL(config.backend.url).origin;
  return { connect: [...new Set([backend, new URL(config.feed.proxyUrl).origin])], img: [backend] };
}

/** The origins of the remote entries in remotes.json; an entry on the site's own origin adds none. */
export function remoteOrigins(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const ownOrigin = 'https://site.invalid';
  const origins = Object.values(manifest)
    .filter((entry): entry is string => typeof entry === 'string')
    .flatMap((entry) => {
      try {
        return [new URL(entry, `${ownOrigin}/`).origin];
      } catch {
        return [];
      }
    })
    .filter((origin) => origin !== ownOrigin && origin !== 'null');
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of every answer. Scripts run only from this origin and the remotes'
 * origins, plus the one inline script the shell's build writes into the head and lists by its hash
 * (the early-input script, which must run before the first button is parsed); no other inline script
 * and no eval (the page state is a `type="application/json"` element, data). style-src has
 * 'unsafe-inline' because the server writes a page's stylesheets into it, and sonner and Radix's
 * scroll lock insert <style> elements at run time whose text varies (the scrollbar width); CSS
 * cannot run script.
 */
export function contentSecurityPolicy(remotes: readonly string[], sources: CspSources): string {
  const list = (...items: readonly string[]) => [...new Set(items)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", ...sources.script, ...remotes),
    'style-src': list("'self'", "'unsafe-inline'", ...remotes),
    'font-src': list("'self'", ...remotes),
    // data: for the small SVG pictures Vite inlines into the bundles (the client stories' art).
    'img-src': list("'self'", 'data:', ...sources.img),
    'connect-src': list("'self'", ...sources.connect),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The inline scripts' hashes of the shell's csp-sources.json: a build fact, the same in every environment. */
function readScriptHashes(file: string): string[] {
  const json = readJson<Partial<CspSources>>(file);
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  // Only hash sources: a file that named anything else could widen the policy to any inline script.
  return strings(json.script).filter((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source));
}

/**
 * The policy for a remotes.json (by default the shell dist folder's), the shell's csp-sources.json
 * and the origins of the run-time configuration (`origins`, configSources), computed again whenever
 * either file changes: remotes.json is the release switch, edited without a restart.
 */
export function createPolicySource(
  shellDist: string,
  manifestFile = join(shellDist, 'remotes.json'),
  origins: Omit<CspSources, 'script'> = { connect: [], img: [] },
): () => string {
  const sourcesFile = join(shellDist, 'csp-sources.json');
  if (statSync(sourcesFile, { throwIfNoEntry: false }) === undefined) {
    throw new Error(`${sourcesFile} is missing: build the shell first (pnpm --filter shell build).`);
  }
  let cached: { key: string; policy: string } | undefined;
  return () => {
    const key = [manifestFile, sourcesFile].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
    if (cached?.key !== key) {
      let manifest: unknown = {};
      try {
        manifest = readJson<unknown>(manifestFile);
      } catch {
        // A missing or broken manifest loads no remote, so it needs no origin.
      }
      cached = { key, policy: contentSecurityPolicy(remoteOrigins(manifest), { ...origins, script: readScriptHashes(sourcesFile) }) };
    }
    return cached.policy;
  };
}
