import type { Database } from '../database/database.js';
import { dailyUtc, every, ScheduledSql } from './scheduled-sql.js';

/**
 * Locally, the analytics' Supabase Cron jobs (supabase/migrations/*_analytics_cron.sql), the same SQL:
 * the rollups every `rollupMs` (ANALYTICS_ROLLUP_MS, default 60 s as the cron job; the e2e tests shorten
 * it), the salts' deletion at 00:00 UTC, the partitions daily. Salts and partitions also run at start:
 * a local server is often off at midnight.
 */
export interface AnalyticsJobs {
  /** Runs refresh_rollups now, as the timer does. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

export const defaultAnalyticsRollupMs = 60_000;

export function analyticsRollupMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ANALYTICS_ROLLUP_MS);
  return env.ANALYTICS_ROLLUP_MS && Number.isInteger(value) && value > 0 ? value : defaultAnalyticsRollupMs;
}

export function startAnalyticsJobs(db: Database, rollupMs: number, warn: (message: string) => void): AnalyticsJobs {
  const rollups = new ScheduledSql(db, { sql: 'select analytics.refresh_rollups()', schedule: every(rollupMs), warn });
  const salts = new ScheduledSql(db, { sql: 'select analytics.rotate_salts()', schedule: dailyUtc(), runAtStart: true, warn });
  const partitions = new ScheduledSql(db, {
    sql: 'select analytics.maintain_partitions()',
    schedule: dailyUtc(5 * 60 * 1000),
    runAtStart: true,
    warn,
  });
  const jobs = [rollups, salts, partitions];
  for (const job of jobs) job.start();
  return {
    refresh: () => rollups.run(),
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
