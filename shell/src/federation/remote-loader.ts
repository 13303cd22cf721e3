import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__';
import shellBuild from 'virtual:build-facts';
import { remoteLoadTimeoutMs, withTimeout } from '@staycompliant/app-runtime';
import type { RemoteName } from '@staycompliant/contracts';
import { createFetchingCompatibilityCheck } from './remote-compatibility';
import { loadRemoteEntryMap } from './remote-entry-map';
import { linkRemoteStyles } from './remote-styles';

const registered = new Set<RemoteName>();
const ensureCompatible = createFetchingCompatibilityCheck(shellBuild);
const failedAttempts = new Map<RemoteName, number>();

/**
 * Registers a remote with the federation runtime. After a failure the entry is registered again
 * under a new URL: the runtime and the browser both keep a failed import, so the same URL would
 * fail again without a request.
 */
function register(remote: RemoteName, entryUrl: string) {
  const attempt = failedAttempts.get(remote) ?? 0;
  const url = attempt === 0 ? entryUrl : `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}attempt=${attempt}`;
  __federation_method_setRemote(remote, { url, format: 'esm', from: 'vite' });
  registered.add(remote);
}

/** originjs hands over a module with only a default export as that export itself. */
function asNamespace(exposed: unknown): unknown {
  const isNamespace =
    typeof exposed === 'object' && exposed !== null && (exposed as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] === 'Module';
  return isNamespace ? exposed : { default: exposed };
}

/**
 * Loads one exposed module of a remote listed in remotes.json, only when it is first needed, and
 * only when its build facts say this shell can serve it.
 */
export async function loadFromRemote(remote: RemoteName, module: string): Promise<unknown> {
  try {
    const entries = await loadRemoteEntryMap();
    if (!registered.has(remote)) {
      await ensureCompatible(remote, entries[remote]);
      register(remote, entries[remote]);
    }
    const exposed = await withTimeout(
      __federation_method_getRemote(remote, module).then(async (loaded: unknown) => {
        await linkRemoteStyles(remote, module);
        return loaded;
      }),
      remoteLoadTimeoutMs,
      `${remote}/${module}`,
    );
    return asNamespace(exposed);
  } catch (error) {
    registered.delete(remote);
    failedAttempts.set(remote, (failedAttempts.get(remote) ?? 0) + 1);
    throw error;
  }
}
