import { cronerPattern, intervalMs, migrationCronJob } from '../cron/migration-schedules.js';
import { ScheduledSql } from '../cron/scheduled-sql.js';
import type { Database } from '../database/database.js';

/**
 * Locally, what Supabase Cron does hosted: the jobs of supabase/migrations/*_enquiry_alert_cron.sql, their
 * statements on their schedules (the dispatcher every 10 s, its housekeeping daily), the dispatcher
 * every `dispatchMs` instead when given (tests run it faster). The dispatcher's POST is queued by
 * net.http_post; `posted` wakes the pg_net stand-in to send it.
 */

export interface EnquiryAlertDispatcherOptions {
  /** The dispatcher's tick in ms, in place of the cron job's schedule. */
  dispatchMs?: number;
  /** Called when a tick posted a batch. */
  posted: (messages: number) => void;
  log: (message: string) => void;
  warn: (message: string) => void;
}

const dispatchJob = 'dispatch-enquiry-alerts';
const pruneJob = 'prune-enquiry-alerts';

export class EnquiryAlertDispatcher {
  private readonly dispatch: ScheduledSql;
  private readonly prune: ScheduledSql;

  constructor(db: Database, options: EnquiryAlertDispatcherOptions) {
    const dispatch = migrationCronJob(dispatchJob);
    this.dispatch = new ScheduledSql(db, {
      sql: dispatch.command,
      schedule: options.dispatchMs ? { everyMs: options.dispatchMs } : { cron: cronerPattern(dispatch.schedule) },
      done: (rows) => {
        // The function's integer: the messages it posted.
        const posted = Number(Object.values(rows[0] ?? {})[0] ?? 0);
        if (posted > 0) {
          options.log(`dispatch_enquiry_alerts posted ${posted} message(s)`);
          options.posted(posted);
        }
      },
      warn: options.warn,
    });
    const prune = migrationCronJob(pruneJob);
    this.prune = new ScheduledSql(db, {
      sql: prune.command,
      schedule: { cron: cronerPattern(prune.schedule) },
      runAtStart: true,
      warn: options.warn,
    });
  }

  start(): void {
    this.dispatch.start();
    this.prune.start();
  }

  /** One dispatch, as one run of the cron job; a tick while the previous one runs is skipped, as pg_cron does. */
  tick(): Promise<void> {
    return this.dispatch.run();
  }

  async stop(): Promise<void> {
    await Promise.all([this.dispatch.stop(), this.prune.stop()]);
  }
}

/** The cron job's interval ('10 seconds' in *_enquiry_alert_cron.sql), in ms. */
function migrationDispatchMs(): number {
  const { schedule } = migrationCronJob(dispatchJob);
  const ms = intervalMs(schedule);
  if (ms === undefined) throw new Error(`${dispatchJob} is scheduled '${schedule}'; its timings need pg_cron's '<n> seconds'`);
  return ms;
}

/**
 * The queue's timings (docs/architecture/enquiry-alert.md, "The enquiry alert"): the dispatcher's tick, the backoff, how
 * long a read message stays invisible, and how often one waiting message is probed while the mail server
 * cannot be reached.
 */
export interface AlertTimings {
  /** The dispatcher's tick, in ms: the cron job's schedule. */
  dispatchMs: number;
  /** The wait after the n-th failed attempt (the last repeats). */
  retryDelaysSeconds: number[];
  /** How long a read message stays invisible: a batch must end inside it. */
  readVtSeconds: number;
  /** How often one waiting message is tried, while the mail server cannot be reached. */
  probeIntervalSeconds: number;
}

/** Production's: the cron job's, read from …_enquiry_alert_cron.sql, and enquiry_alert.settings' defaults (…_enquiry_alert_queue.sql). */
export const productionAlertTimings: Readonly<AlertTimings> = Object.freeze({
  dispatchMs: migrationDispatchMs(),
  retryDelaysSeconds: [30, 120, 600, 3600, 21600],
  readVtSeconds: 120,
  probeIntervalSeconds: 20,
});

/** Production's timings divided by `divisor`, each in whole seconds as the SQL counts them (at least 1). */
export function scaledAlertTimings(divisor: number): AlertTimings {
  const seconds = (value: number) => Math.max(1, Math.round(value / divisor));
  return {
    dispatchMs: Math.max(1, Math.round(productionAlertTimings.dispatchMs / divisor)),
    retryDelaysSeconds: productionAlertTimings.retryDelaysSeconds.map(seconds),
    readVtSeconds: seconds(productionAlertTimings.readVtSeconds),
    probeIntervalSeconds: seconds(productionAlertTimings.probeIntervalSeconds),
  };
}

/** The queue's settings; each unset one is production's (the migration's default). */
export interface AlertQueueSettings extends Partial<AlertTimings> {
  maxAttempts?: number;
  /**
   * At most `max` enquiries e-mailed one by one per `windowSeconds`, then one digest a window
   * (supabase/migrations/*_alert_cap.sql). Unset or null: no cap, the local default, since every local
   * test and browser shares one inbox (production's is 20 an hour, the migration's default).
   */
  cap?: { max: number; windowSeconds: number } | null;
}

/** Writes the queue's settings into enquiry_alert.settings; an unset one goes back to its default, an unset cap is none. */
export async function storeAlertQueueSettings(db: Database, settings: Omit<AlertQueueSettings, 'dispatchMs'>): Promise<void> {
  const whole = (name: string, value: number | undefined) => {
    if (value !== undefined && !(Number.isInteger(value) && value > 0))
      throw new Error(`The alert queue's ${name} must be a whole number above 0, not ${value}`);
    return value ?? 'default';
  };
  const assignments = [
    settings.retryDelaysSeconds
      ? `retry_delays_seconds = array[${settings.retryDelaysSeconds.map((delay) => whole('retry delay', delay)).join(',')}]`
      : 'retry_delays_seconds = default',
    `read_vt_seconds = ${whole('read visibility', settings.readVtSeconds)}`,
    `probe_interval_seconds = ${whole('probe interval', settings.probeIntervalSeconds)}`,
    `max_attempts = ${whole('attempts', settings.maxAttempts)}`,
    `alert_cap = ${settings.cap ? whole('cap', settings.cap.max) : 'null'}`,
    `alert_cap_window_seconds = ${settings.cap ? whole('cap window', settings.cap.windowSeconds) : 'default'}`,
  ];
  await db.asOwner((tx) => tx.query(`update enquiry_alert.settings set ${assignments.join(', ')}`));
}
