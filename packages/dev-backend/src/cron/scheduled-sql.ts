import { Cron } from 'croner';
import type { Database } from '../database/database.js';

/**
 * Locally, one job of Supabase Cron: a SQL statement run as the database owner on a schedule, the very
 * statement pg_cron runs hosted (migration-schedules.ts). A run due while the previous one is still
 * going is skipped, as pg_cron skips it; a failed run is reported and the schedule goes on.
 */

/**
 * When it runs: pg_cron's schedule through croner, in UTC as pg_cron runs hosted; or, for tests and the
 * e2e server that run the jobs faster, every `everyMs` on a fixed cadence from now.
 */
type Schedule = { cron: string } | { everyMs: number };

export interface ScheduledSqlOptions<Row> {
  /** The statement, e.g. `select public.dispatch_enquiry_alerts()`. */
  sql: string;
  schedule: Schedule;
  /** Also runs once at start. */
  runAtStart?: boolean;
  /** Called with the rows of each successful run. */
  done?: (rows: Row[]) => void;
  warn: (message: string) => void;
}

export class ScheduledSql<Row = Record<string, unknown>> {
  private cron: Cron | undefined;
  private interval: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly options: ScheduledSqlOptions<Row>,
  ) {}

  start(): void {
    if (this.stopped) return;
    const { schedule } = this.options;
    if ('cron' in schedule) {
      this.cron = new Cron(schedule.cron, { timezone: 'UTC', unref: true }, () => this.run());
    } else {
      this.interval = setInterval(() => void this.run(), schedule.everyMs);
      this.interval.unref();
    }
    if (this.options.runAtStart) void this.run();
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
    this.cron?.stop();
    clearInterval(this.interval);
    await this.running;
  }
}
