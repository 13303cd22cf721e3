import type { Database } from '../database/database.js';

/**
 * Local stand-in for pg_net's background worker (docs/architecture.md, "The enquiry alert"): it sends the
 * requests that net.http_post queued in net.http_request_queue. A row exists only if the transaction that
 * queued it committed; it is deleted only after a 2xx answer, so every request is delivered at least once,
 * and again only if the backend stops between the answer and the delete. Failures are retried with capped
 * exponential backoff, for as long as the backend runs, and each one is logged.
 */

export interface Backoff {
  /** Delay after the first failure. */
  firstMs: number;
  /** No delay is longer than this. */
  maxMs: number;
}

export const defaultBackoff: Backoff = { firstMs: 1_000, maxMs: 60_000 };

/** The wait after the `failures`-th failure in a row (1-based): firstMs, 2×, 4×, … capped at maxMs. */
export function retryDelay(failures: number, backoff: Backoff = defaultBackoff): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(exponent, 30));
}

/** The most attempts one request can make in `elapsedMs` of failures: the first, then one per delay that fits. */
export function maxAttemptsWithin(elapsedMs: number, backoff: Backoff = defaultBackoff): number {
  let attempts = 1;
  let at = 0;
  for (at += retryDelay(attempts, backoff); at <= elapsedMs; at += retryDelay(attempts, backoff)) attempts += 1;
  return attempts;
}

/** Reads FIRST/MAX from env (NET_RETRY_FIRST_MS, NET_RETRY_MAX_MS), else the defaults. */
export function backoffFromEnv(env: NodeJS.ProcessEnv = process.env): Backoff {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const firstMs = read('NET_RETRY_FIRST_MS', defaultBackoff.firstMs);
  return { firstMs, maxMs: Math.max(firstMs, read('NET_RETRY_MAX_MS', defaultBackoff.maxMs)) };
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: string | null;
  timeout_milliseconds: number;
}

interface Failing {
  failures: number;
  dueAt: number;
}

export interface WebhookDeliveryOptions {
  backoff?: Backoff;
  /** Deliveries (quiet when the backend is). */
  log: (message: string) => void;
  /** Failures, always shown: a retry never happens silently. */
  warn: (message: string) => void;
  /** How often the queue is read even without a wake-up (rows queued by another connection). */
  pollMs?: number;
}

export class WebhookDelivery {
  private readonly failing = new Map<string, Failing>();
  private readonly backoff: Backoff;
  private timer: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Attempts made per queued request id, for logs and tests. */
  readonly attempts = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly options: WebhookDeliveryOptions,
  ) {
    this.backoff = options.backoff ?? defaultBackoff;
  }

  /** Delivers what a previous run left, then keeps polling slowly. */
  start(): void {
    this.poll = setInterval(() => this.wake(), this.options.pollMs ?? 10_000);
    this.poll.unref();
    this.wake();
  }

  /** Something may have been queued (a write committed): read the queue soon, never blocking the caller. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) =>
        this.options.warn(`webhook delivery: reading the queue failed: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.scheduleNextRetry();
      });
  }

  private scheduleNextRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    const next = Math.min(...[...this.failing.values()].map((entry) => entry.dueAt));
    if (!Number.isFinite(next)) return;
    this.timer = setTimeout(() => this.wake(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    const queued = await this.db.asOwner((tx) =>
      tx.query<QueuedRequest>(
        `select id::text, method::text, url, headers, convert_from(body, 'utf8') as body, timeout_milliseconds
           from net.http_request_queue order by id limit 50`,
      ),
    );
    const present = new Set(queued.rows.map((row) => row.id));
    for (const id of this.failing.keys()) if (!present.has(id)) this.failing.delete(id);
    for (const row of queued.rows) {
      if (this.stopped) return;
      const failing = this.failing.get(row.id);
      if (failing && failing.dueAt > Date.now()) continue;
      await this.attempt(row, failing?.failures ?? 0);
    }
  }

  private async attempt(row: QueuedRequest, failuresSoFar: number): Promise<void> {
    const attempt = (this.attempts.get(row.id) ?? 0) + 1;
    this.attempts.set(row.id, attempt);
    let problem: string;
    try {
      const response = await fetch(row.url, {
        method: row.method,
        headers: row.headers ?? {},
        body: row.method === 'GET' ? undefined : (row.body ?? undefined),
        signal: AbortSignal.timeout(row.timeout_milliseconds || 5_000),
      });
      const text = await response.text().catch(() => '');
      if (response.ok) {
        await this.db.asOwner((tx) => tx.query('delete from net.http_request_queue where id = $1', [row.id]));
        this.failing.delete(row.id);
        this.options.log(`webhook request ${row.id} delivered on attempt ${attempt} (${response.status})`);
        return;
      }
      problem = `HTTP ${response.status} ${text.slice(0, 200)}`;
    } catch (error) {
      problem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    const failures = failuresSoFar + 1;
    const delay = retryDelay(failures, this.backoff);
    this.failing.set(row.id, { failures, dueAt: Date.now() + delay });
    this.options.warn(`webhook request ${row.id} attempt ${attempt} failed (${problem}); next attempt in ${(delay / 1000).toFixed(1)} s`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.poll);
    await this.running;
  }
}
