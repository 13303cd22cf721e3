// A Node module hook (registered by shared-modules.ts): a remote's server bundle imports the
// federation singletons by name (react, the router, the UI kit); they resolve to the shell's copies,
// as in the browser, so one React renders the page whatever folder the remote was deployed to.
import { readFileSync } from 'node:fs';
import type { ResolveHookContext } from 'node:module';

/** The query a remote module is imported with: the shell version it renders in. */
export const shellVersionParam = 'shell';

interface HookData {
  /** file: URL of the shell's dist/server/ folder, ending in a slash. */
  shellServerDir: string;
}

let shellServerDir = '';

export function initialize(data: HookData) {
  shellServerDir = data.shellServerDir;
}

type NextResolve = (specifier: string, context?: ResolveHookContext) => { url: string } | Promise<{ url: string }>;

function sharedFiles(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', shellServerDir), 'utf8')) as { shared?: Record<string, string> };
  return manifest.shared ?? {};
}

const isBare = (specifier: string) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

export async function resolve(specifier: string, context: ResolveHookContext, nextResolve: NextResolve) {
  const parent = context.parentURL ? new URL(context.parentURL) : null;
  const version = parent?.searchParams.get(shellVersionParam);
  if (!parent || version === null || version === undefined) return nextResolve(specifier, context);
  if (!isBare(specifier)) {
    // The version travels down the remote's own chunks, so a new shell build loads them afresh.
    const resolved = await nextResolve(specifier, context);
    const url = new URL(resolved.url);
    if (url.protocol === 'file:') url.searchParams.set(shellVersionParam, version);
    return { ...resolved, url: url.href };
  }
  const shared = sharedFiles()[specifier];
  if (shared) return { url: new URL(shared, shellServerDir).href, shortCircuit: true };
  // Packages from the registry (react, react-query, sonner): the shell's installed copy.
  return nextResolve(specifier, { ...context, parentURL: new URL('manifest.json', shellServerDir).href });
}
