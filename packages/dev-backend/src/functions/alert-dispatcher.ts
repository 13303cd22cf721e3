import { dayMs, every, ScheduledSql } from '../cron/scheduled-sql.js';
import type { Database } from '../database/database.js';

/**
 * Locally, what Supabase Cron does hosted (supabase/migrations/*_enquiry_alert_cron.sql): every
 * `intervalMs` it runs `select public.dispatch_enquiry_alerts()`, the very SQL pg_cron runs, and once a
 * day `select public.prune_enquiry_alerts()`. The dispatcher's POST is queued by net.http_post; `posted`
 * wakes the pg_net stand-in to send it.
 */

export interface AlertDispatcherOptions {
  /** The tick (default 10 s, as the cron job). */
  intervalMs: number;
  /** Called when a tick posted a batch. */
  posted: (messages: number) => void;
  log: (message: string) => void;
  warn: (message: string) => void;
}

export class AlertDispatcher {
  private readonly dispatch: ScheduledSql<{ posted: number }>;
  private readonly prune: ScheduledSql;

  constructor(db: Database, options: AlertDispatcherOptions) {
    this.dispatch = new ScheduledSql(db, {
      sql: 'select public.dispatch_enquiry_alerts() as posted',
      schedule: every(options.intervalMs),
      done: (rows) => {
        const posted = Number(rows[0]?.posted ?? 0);
        if (posted > 0) {
          options.log(`dispatch_enquiry_alerts posted ${posted} message(s)`);
          options.posted(posted);
        }
      },
      warn: options.warn,
    });
    this.prune = new ScheduledSql(db, {
      sql: 'select public.prune_enquiry_alerts()',
      schedule: every(dayMs),
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

/** The queue's timings from the environment, each back to the migration's default when unset (tests shorten them). */
export interface AlertQueueSettings {
  dispatchMs: number;
  retryDelaysSeconds?: number[];
  readVtSeconds?: number;
  maxAttempts?: number;
  /**
   * At most `max` enquiries e-mailed one by one per `windowSeconds`, then one digest a window
   * (supabase/migrations/*_alert_cap.sql). Unset or null: no cap, the local default, since every local
   * test and browser shares one inbox (production's is 20 an hour, the migration's default).
   */
  cap?: { max: number; windowSeconds: number } | null;
}

export function alertQueueSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AlertQueueSettings {
  const positive = (value: string | undefined) => {
    const number = Number(value);
    return value && Number.isInteger(number) && number > 0 ? number : undefined;
  };
  const delays = env.ALERT_RETRY_DELAYS_S?.split(',').map((part) => positive(part.trim()));
  return {
    dispatchMs: positive(env.ALERT_DISPATCH_MS) ?? 10_000,
    retryDelaysSeconds: delays?.length && delays.every((delay) => delay !== undefined) ? (delays as number[]) : undefined,
    readVtSeconds: positive(env.ALERT_READ_VT_S),
    maxAttempts: positive(env.ALERT_MAX_ATTEMPTS),
    cap: alertCapFromEnv(env.ALERT_CAP),
  };
}

/** ALERT_CAP as `<max>/<seconds>` (production's is `20/3600`); anything else is no cap. */
export function alertCapFromEnv(value: string | undefined): AlertQueueSettings['cap'] {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? '');
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  return match && max >= 1 && windowSeconds >= 1 ? { max, windowSeconds } : null;
}

/** Writes the queue's timings into enquiry_alert.settings; an unset one goes back to its default, an unset cap is none. */
export async function storeAlertQueueSettings(db: Database, settings: Omit<AlertQueueSettings, 'dispatchMs'>): Promise<void> {
  const assignments = [
    settings.retryDelaysSeconds
      ? `retry_delays_seconds = array[${settings.retryDelaysSeconds.join(',')}]`
      : 'retry_delays_seconds = default',
    `read_vt_seconds = ${settings.readVtSeconds ?? 'default'}`,
    `max_attempts = ${settings.maxAttempts ?? 'default'}`,
    `alert_cap = ${settings.cap ? settings.cap.max : 'null'}`,
    `alert_cap_window_seconds = ${settings.cap ? settings.cap.windowSeconds : 'default'}`,
  ];
  await db.asOwner((tx) => tx.query(`update enquiry_alert.settings set ${assignments.join(', ')}`));
}
