import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseDir } from '../paths.js';

/**
 * The Supabase Cron jobs as supabase/migrations schedule them (`cron.schedule('name', 'schedule',
 * 'command')` in the *_cron.sql migrations), read from there so the local server runs the same
 * statements on the same schedules: written once, in the migrations.
 */
export interface MigrationCronJob {
  name: string;
  /** pg_cron's schedule: a 5-field cron expression, or '<n> seconds'. */
  schedule: string;
  /** The statement pg_cron runs. */
  command: string;
}

const scheduleCall = /cron\.schedule\(\s*'([^']+)'\s*,\s*'([^']+)'\s*,\s*'((?:[^']|'')*)'\s*\)/g;

/** Every job the migrations schedule, by name; a later migration's schedule of a name replaces an earlier one. */
export function migrationCronJobs(dir = join(supabaseDir, 'migrations')): Map<string, MigrationCronJob> {
  const jobs = new Map<string, MigrationCronJob>();
  const files = readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
  for (const file of files) {
    for (const [, name, schedule, command] of readFileSync(join(dir, file), 'utf8').matchAll(scheduleCall)) {
      jobs.set(name!, { name: name!, schedule: schedule!, command: command!.replace(/''/g, "'") });
    }
  }
  return jobs;
}

/** The job `name` of the migrations; throws when they schedule none by that name. */
export function migrationCronJob(name: string, dir?: string): MigrationCronJob {
  const job = migrationCronJobs(dir).get(name);
  if (!job) throw new Error(`supabase/migrations schedule no cron job named ${name}`);
  return job;
}

const seconds = /^\s*(\d+)\s+seconds?\s*$/i;

/**
 * pg_cron's schedule as croner's pattern: a cron expression as it is, '<n> seconds' (pg_cron's interval
 * form, 1 to 59) as every n seconds of the minute.
 */
export function cronerPattern(schedule: string): string {
  const interval = seconds.exec(schedule);
  if (!interval) return schedule.trim();
  const n = Number(interval[1]);
  if (n < 1 || n > 59) throw new Error(`pg_cron takes 1 to 59 seconds, not ${schedule}`);
  return `*/${n} * * * * *`;
}

/** The interval of a '<n> seconds' schedule, in ms; undefined for a cron expression. */
export function intervalMs(schedule: string): number | undefined {
  const interval = seconds.exec(schedule);
  return interval ? Number(interval[1]) * 1000 : undefined;
}
