import type { Database } from '../database/database.js';

/**
 * Local stand-in for pg_net's background worker (docs/architecture/enquiry-alert.md, "The enquiry alert"): it takes the
 * requests that net.http_post queued in net.http_request_queue (a row exists only if its transaction
 * committed), sends each once, and records the answer in net._http_response, as pg_net does. Like pg_net
 * it never retries: a failed request is logged and gone, and the enquiry alert's queue (pgmq) brings the
 * message back, so nothing local is more reliable than production.
 */

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: string | null;
  timeout_milliseconds: number;
}

export interface NetWorkerOptions {
  /** Answers (quiet when the backend is). */
  log: (message: string) => void;
  /** Failures, always shown. */
  warn: (message: string) => void;
  /** How often the queue is read without a wake-up. */
  pollMs?: number;
}

export class NetWorker {
  private poll: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly options: NetWorkerOptions,
  ) {}

  start(): void {
    this.poll = setInterval(() => this.wake(), this.options.pollMs ?? 1_000);
    this.poll.unref();
    this.wake();
  }

  /** Something may have been queued (a transaction that called net.http_post committed). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.options.warn(`pg_net: reading the queue failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async pass(): Promise<void> {
    // Taken off the queue before sending, as pg_net does: one attempt each.
    const taken = await this.db.asOwner((tx) =>
      tx.query<QueuedRequest>(
        `delete from net.http_request_queue
          where id in (select id from net.http_request_queue order by id limit 50)
          returning id::text, method::text, url, headers, convert_from(body, 'utf8') as body, timeout_milliseconds`,
      ),
    );
    for (const row of taken.rows) {
      if (this.stopped) return;
      const sending = this.send(row).finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    }
  }

  private async send(row: QueuedRequest): Promise<void> {
    let status: number | null = null;
    let content = '';
    let problem: string | null = null;
    try {
      const response = await fetch(row.url, {
        method: row.method,
        headers: row.headers ?? {},
        body: row.method === 'GET' ? undefined : (row.body ?? undefined),
        signal: AbortSignal.timeout(row.timeout_milliseconds || 5_000),
      });
      status = response.status;
      content = await response.text().catch(() => '');
    } catch (error) {
      problem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    if (status !== null && status < 300) this.options.log(`pg_net request ${row.id}: ${status} ${content.slice(0, 500)}`);
    else
      this.options.warn(`pg_net request ${row.id} failed (${problem ?? `HTTP ${status} ${content.slice(0, 200)}`}); pg_net does not retry`);
    await this.db
      .asOwner((tx) =>
        tx.query('insert into net._http_response (id, status_code, content, error_msg, timed_out) values ($1, $2, $3, $4, $5)', [
          row.id,
          status,
          content,
          problem,
          problem !== null && /timeout|aborted/i.test(problem),
        ]),
      )
      .catch(() => {});
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }
}
