import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** shell/dist/csp-sources.json, written by the shell build from packages/site-config. */
export interface CspSources {
  /** The backend and the feed proxy. */
  connect: string[];
  /** The backend's storage and the publisher's image CDN. */
  img: string[];
  /** Hashes (`'sha256-…'`) of the page's inline scripts: the early-input script. */
  script: string[];
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

function readCspSources(file: string): CspSources {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<CspSources>;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  // Only hash sources: a file that named anything else could widen the policy to any inline script.
  const hashes = strings(json.script).filter((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source));
  return { connect: strings(json.connect), img: strings(json.img), script: hashes };
}

/**
 * The policy for a remotes.json (by default the shell dist folder's) and the shell's csp-sources.json, computed again
 * whenever either file changes: remotes.json is the release switch, edited without a restart.
 */
export function createPolicySource(shellDist: string, manifestFile = join(shellDist, 'remotes.json')): () => string {
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
        manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      } catch {
        // A missing or broken manifest loads no remote, so it needs no origin.
      }
      cached = { key, policy: contentSecurityPolicy(remoteOrigins(manifest), readCspSources(sourcesFile)) };
    }
    return cached.policy;
  };
}
