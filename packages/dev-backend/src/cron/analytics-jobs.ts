import type { Database } from '../database/database.js';
import { cronerPattern, migrationCronJob } from './migration-schedules.js';
import { ScheduledSql } from './scheduled-sql.js';

/**
 * Locally, the analytics' Supabase Cron jobs, read from supabase/migrations/*_analytics_cron.sql: their
 * statements on their schedules (the rollups every minute, the salts' deletion at 00:00 UTC, the
 * partitions daily), the rollups every `rollupMs` instead when given (ANALYTICS_ROLLUP_MS; the e2e tests
 * shorten it). Salts and partitions also run at start: a local server is often off at midnight.
 */
export interface AnalyticsJobs {
  /** Runs refresh_rollups now, as the schedule does. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

/** ANALYTICS_ROLLUP_MS when a whole number of ms above 0; else undefined, the migration's schedule. */
export function analyticsRollupMsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.ANALYTICS_ROLLUP_MS);
  return env.ANALYTICS_ROLLUP_MS && Number.isInteger(value) && value > 0 ? value : undefined;
}

export function startAnalyticsJobs(db: Database, rollupMs: number | undefined, warn: (message: string) => void): AnalyticsJobs {
  const job = (name: string, options: { everyMs?: number; runAtStart?: boolean } = {}) => {
    const { schedule, command } = migrationCronJob(name);
    return new ScheduledSql(db, {
      sql: command,
      schedule: options.everyMs ? { everyMs: options.everyMs } : { cron: cronerPattern(schedule) },
      runAtStart: options.runAtStart,
      warn,
    });
  };
  const rollups = job('analytics-refresh-rollups', { everyMs: rollupMs });
  const jobs = [rollups, job('analytics-rotate-salts', { runAtStart: true }), job('analytics-maintain-partitions', { runAtStart: true })];
  for (const scheduled of jobs) scheduled.start();
  return {
    refresh: () => rollups.run(),
    async stop() {
      await Promise.all(jobs.map((scheduled) => scheduled.stop()));
    },
  };
}
