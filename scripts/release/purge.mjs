// What a release purges from the CDN: the surrogate keys of what it switched (docs/architecture/releases.md,
// "Releases", and docs/architecture/operations.md, "Pages at the edge"), through the purge endpoint SITE_PURGE_URL names.

/**
 * The keys a switch changes: `remote:<name>` for each remote whose remotes.json entry changed, and
 * `shell` when the shell did (every page is made with it).
 * @param {{ shell: string | null, remotes: Record<string, string> }} before
 * @param {{ shell: string | null, remotes: Record<string, string> }} after
 * @returns {string[]}
 */
export function changedKeys(before, after) {
  const names = [...new Set([...Object.keys(before.remotes), ...Object.keys(after.remotes)])].sort();
  const keys = names.filter((name) => before.remotes[name] !== after.remotes[name]).map((name) => `remote:${name}`);
  return before.shell === after.shell ? keys : [...keys, 'shell'];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether another attempt may succeed: the endpoint was unreachable, too slow, busy or failing. */
const worthRetrying = (status) => status === undefined || status === 408 || status === 429 || status >= 500;

/**
 * POSTs one purge of `keys` to `url`: `{"keys": [...]}` as JSON, and the same keys space-separated
 * in a `Surrogate-Key` header (what Fastly's purge and Varnish's xkey take), with `token` as a
 * bearer token when given. Each attempt is cut at `timeoutMs`; at most `attempts` are made, waiting
 * `backoffMs`, then twice that, between them; a 4xx other than 408 and 429 is not tried again.
 * Without a `url` nothing is sent, and it says so.
 * @param {readonly string[]} keys
 * @param {{ url?: string, token?: string, timeoutMs?: number, attempts?: number, backoffMs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ purged: boolean, attempts: number }>}
 */
export async function purgeKeys(keys, { url, token, timeoutMs = 5000, attempts = 3, backoffMs = 500, log = console.log } = {}) {
  if (keys.length === 0) {
    log('Nothing switched: nothing to purge.');
    return { purged: true, attempts: 0 };
  }
  if (!url) {
    log(`SITE_PURGE_URL is not set: nothing was purged (${keys.join(', ')}). A CDN keeps those pages until their s-maxage ends.`);
    return { purged: false, attempts: 0 };
  }
  const target = new URL(url);
  const headers = { 'content-type': 'application/json', 'surrogate-key': keys.join(' ') };
  if (token) headers.authorization = `Bearer ${token}`;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let status;
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers,
        body: JSON.stringify({ keys }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      status = answer.status;
      last = `answered ${status}`;
    } catch (error) {
      last = error?.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : `unreachable (${error?.cause?.code ?? error?.name})`;
    }
    if (status !== undefined && status >= 200 && status < 300) {
      log(`Purged ${keys.join(', ')} at ${target.origin}${attempt > 1 ? ` (attempt ${attempt})` : ''}.`);
      return { purged: true, attempts: attempt };
    }
    if (!worthRetrying(status) || attempt === attempts) return fail(attempt);
    await sleep(backoffMs * 2 ** (attempt - 1));
  }
  return fail(attempts);

  function fail(made) {
    log(`Not purged: ${target.origin} ${last} after ${made} attempt(s); ${keys.join(', ')} stay cached until their s-maxage ends.`);
    return { purged: false, attempts: made };
  }
}
