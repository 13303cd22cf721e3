import type { Database } from '../database/database.js';

/**
 * Locally, one job of Supabase Cron: a SQL statement run as the database owner on a schedule, the very
 * statement pg_cron runs hosted. A run due while the previous one is still going is skipped, as pg_cron
 * skips it; a failed run is reported and the schedule goes on.
 */

/** When the next run is due, in ms from now. */
export type Schedule = () => number;

/** Every `ms`, on a fixed cadence from now (a slow run does not shift the later ones). */
export function every(ms: number): Schedule {
  const origin = Date.now();
  return () => ms - ((Date.now() - origin) % ms);
}

export const dayMs = 24 * 60 * 60 * 1000;

/** Daily, `afterMidnightMs` after 00:00 UTC. */
export function dailyUtc(afterMidnightMs = 0): Schedule {
  return () => dayMs - ((((Date.now() - afterMidnightMs) % dayMs) + dayMs) % dayMs);
}

export interface ScheduledSqlOptions<Row> {
  /** The statement, e.g. `select public.dispatch_enquiry_alerts() as posted`. */
  sql: string;
  schedule: Schedule;
  /** Also runs once at start. */
  runAtStart?: boolean;
  /** Called with the rows of each successful run. */
  done?: (rows: Row[]) => void;
  warn: (message: string) => void;
}

export class ScheduledSql<Row = Record<string, unknown>> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly options: ScheduledSqlOptions<Row>,
  ) {}

  start(): void {
    this.arm();
    if (this.options.runAtStart) void this.run();
  }

  private arm(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.run();
      this.arm();
    }, this.options.schedule());
    this.timer.unref();
  }

  /** One run now; while one is going, that one's promise (the run is not repeated). */
  run(): Promise<void> {
    if (this.stopped || this.running) return this.running ?? Promise.resolve();
    this.running = this.db
      .asOwner((tx) => tx.query<Row>(this.options.sql))
      .then((result) => this.options.done?.(result.rows))
      .catch((error: unknown) => this.options.warn(`${this.options.sql} failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
