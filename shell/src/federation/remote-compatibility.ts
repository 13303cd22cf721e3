import { type BuildFacts, buildFactsFile, isVersionSkew, skewRefusal } from '@staycompliant/version-skew';

/**
 * Decides, from the build facts beside a remote's remoteEntry.js, whether this shell may mount
 * it, before any of its code runs: a remote built for another React would otherwise load a second
 * copy (originjs falls back to the remote's own when the shared one does not fit). The refusal is
 * skewRefusal's, the one the site server and the release check give (docs/architecture/releases.md,
 * "Versions and skew"). Asynchronous: it fetches each remote's build facts once per entry URL.
 */
export function createFetchingCompatibilityCheck(shell: BuildFacts, fetchJson: (url: string) => Promise<Response> = (url) => fetch(url)) {
  /** One verdict per remoteEntry.js URL; a failed fetch is forgotten, so Retry asks again. */
  const verdicts = new Map<string, Promise<void>>();

  async function decide(remote: string, entryUrl: string): Promise<void> {
    // The default cache mode, so that the page's preload of the file is used; the file is served
    // with Cache-Control: no-cache, so a new release is seen at once.
    const response = await fetchJson(new URL(buildFactsFile, entryUrl).href);
    if (response.status === 404) {
      console.warn(`${remote} has no ${buildFactsFile} (a build older than build facts): it is mounted unchecked.`);
      return;
    }
    if (!response.ok) throw new Error(`${remote}'s ${buildFactsFile} answered ${response.status}`);
    const refusal = skewRefusal(remote, shell, (await response.json()) as BuildFacts);
    if (!refusal) return;
    console.error(refusal.message);
    throw refusal;
  }

  return function ensureCompatible(remote: string, entryUrl: string): Promise<void> {
    let verdict = verdicts.get(entryUrl);
    if (!verdict) {
      verdict = decide(remote, entryUrl).catch((error: unknown) => {
        if (!isVersionSkew(error)) verdicts.delete(entryUrl);
        throw error;
      });
      verdicts.set(entryUrl, verdict);
    }
    return verdict;
  };
}
