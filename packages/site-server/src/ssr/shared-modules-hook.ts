// A Node module hook (registered by server-modules.ts): a remote's server bundle imports the
// federation singletons by name (react, the router, the UI kit); they resolve to the shell's copies,
// as in the browser, so one React renders the page whatever folder the remote was deployed to.
import { readFileSync } from 'node:fs';
import type { ResolveHookContext } from 'node:module';

/**
 * The query a remote module is imported with: the file: URL of the shell's server entry it renders
 * in. It names the shell whose singletons the module gets (one process may render several sites,
 * as the bench does), and a new shell build loads the module afresh.
 */
export const shellVersionParam = 'shell';

type NextResolve = (specifier: string, context?: ResolveHookContext) => { url: string } | Promise<{ url: string }>;

/** Each workspace singleton → its re-exporting file, from the shell's server module index (dist/server/manifest.json). */
function sharedFiles(shellServerDir: URL): Record<string, string> {
  const index = JSON.parse(readFileSync(new URL('manifest.json', shellServerDir), 'utf8')) as { shared?: Record<string, string> };
  return index.shared ?? {};
}

const isBare = (specifier: string) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

export async function resolve(specifier: string, context: ResolveHookContext, nextResolve: NextResolve) {
  const parent = context.parentURL ? new URL(context.parentURL) : null;
  const shellEntry = parent?.searchParams.get(shellVersionParam);
  if (!parent || !shellEntry) return nextResolve(specifier, context);
  if (!isBare(specifier)) {
    // The parameter travels down the remote's own chunks.
    const resolved = await nextResolve(specifier, context);
    const url = new URL(resolved.url);
    if (url.protocol === 'file:') url.searchParams.set(shellVersionParam, shellEntry);
    return { ...resolved, url: url.href };
  }
  const shellServerDir = new URL('./', shellEntry);
  const shared = sharedFiles(shellServerDir)[specifier];
  if (shared) return { url: new URL(shared, shellServerDir).href, shortCircuit: true };
  // Packages from the registry (react, react-dom, sonner): the shell's installed copy.
  return nextResolve(specifier, { ...context, parentURL: new URL('manifest.json', shellServerDir).href });
}
