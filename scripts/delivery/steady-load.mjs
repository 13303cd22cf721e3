// Requests at a fixed rate, each accounted for: sent on schedule whatever the answers before it
// (an open loop, as visitors arrive), and each one ends as a 2xx answer or a failure, never unknown.
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** @param {number[]} sorted @param {number} share */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * Sends `rate` GET requests a second for `seconds` to `url`, cycling through `paths`, over kept-alive
 * connections; resolves once every one has its answer (or failed: a status other than 2xx, a socket
 * error, no answer within `timeoutMs`).
 * @param {{ url: string, paths: string[], rate: number, seconds: number, headers?: Record<string, string>, timeoutMs?: number }} options
 */
export async function steadyLoad({ url, paths, rate, seconds, headers = {}, timeoutMs = 10_000 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const startedAt = performance.now();
  /** @type {number[]} */
  const latencies = [];
  /** @type {{ atMs: number, path: string, ms: number }[]} */
  const answers = [];
  /** @type {{ atMs: number, path: string, reason: string }[]} */
  const failures = [];

  /** @param {string} path */
  const one = (path) =>
    new Promise((done) => {
      const sentAt = performance.now();
      const fail = (reason) => {
        failures.push({ atMs: Math.round(sentAt - startedAt), path, reason });
        done(undefined);
      };
      const outgoing = request(`${url}${path}`, { agent, headers, timeout: timeoutMs }, (answer) => {
        answer.resume();
        answer.once('error', (error) => fail(`${error.message} while reading`));
        answer.once('end', () => {
          const status = answer.statusCode ?? 0;
          if (status < 200 || status > 299) return fail(`HTTP ${status}`);
          latencies.push(performance.now() - sentAt);
          answers.push({ atMs: Math.round(sentAt - startedAt), path, ms: Math.round(performance.now() - sentAt) });
          done(undefined);
        });
      });
      outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.once('error', (error) => fail(error.message));
      outgoing.end();
    });

  const total = rate * seconds;
  const requests = [];
  for (let n = 0; n < total; n++) {
    const wait = startedAt + (n * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    requests.push(one(paths[n % paths.length] ?? '/'));
  }
  const sendingMs = performance.now() - startedAt;
  await Promise.all(requests);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    ok: latencies.length,
    failures,
    sendingMs,
    latencyMs: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: latencies.at(-1) ?? 0 },
    /** The ten slowest answers: when each was sent (ms from the start), for what, how long it took. */
    slowest: answers.sort((a, b) => b.ms - a.ms).slice(0, 10),
  };
}
