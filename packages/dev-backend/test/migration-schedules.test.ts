import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { cronerPattern, intervalMs, migrationCronJobs } from '../src/cron/migration-schedules.js';
import { ScheduledSql } from '../src/cron/scheduled-sql.js';
import type { Database, Queryable } from '../src/database/database.js';

// The local server's Supabase Cron (docs/architecture/backend.md, "The backend"): the jobs are read from the
// migrations' cron.schedule calls and run with croner, so each schedule is written once.

describe('migrationCronJobs', () => {
  it("reads every job the migrations schedule: its name, pg_cron's schedule and its statement", () => {
    const jobs = Object.fromEntries([...migrationCronJobs().values()].map((job) => [job.name, [job.schedule, job.command]]));
    expect(jobs).toEqual({
      'dispatch-enquiry-alerts': ['10 seconds', 'select public.dispatch_enquiry_alerts()'],
      'prune-enquiry-alerts': ['17 3 * * *', 'select public.prune_enquiry_alerts()'],
      'analytics-refresh-rollups': ['* * * * *', 'select analytics.refresh_rollups()'],
      'analytics-rotate-salts': ['0 0 * * *', 'select analytics.rotate_salts()'],
      'analytics-maintain-partitions': ['5 0 * * *', 'select analytics.maintain_partitions()'],
    });
  });

  it("takes a later migration's schedule of a name over an earlier one's, and unquotes the statement", () => {
    const dir = mkdtempSync(join(tmpdir(), 'migration-schedules-'));
    try {
      writeFileSync(join(dir, '20260101000000_first.sql'), "perform cron.schedule('job', '0 1 * * *', 'select ''a''');");
      writeFileSync(join(dir, '20260102000000_second.sql'), "perform cron.schedule(\n  'job', '30 seconds', 'select ''b'''\n);");
      writeFileSync(join(dir, 'notes.sql'), "perform cron.schedule('job', '0 2 * * *', 'select 1');");
      expect([...migrationCronJobs(dir).values()]).toEqual([{ name: 'job', schedule: '30 seconds', command: "select 'b'" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("pg_cron's schedules through croner", () => {
  it("turns '<n> seconds' into every n seconds, keeps a cron expression, and refuses what pg_cron refuses", () => {
    expect(cronerPattern('10 seconds')).toBe('*/10 * * * * *');
    expect(cronerPattern('5 0 * * *')).toBe('5 0 * * *');
    expect(() => cronerPattern('90 seconds')).toThrow(/1 to 59/);
    expect(intervalMs('10 seconds')).toBe(10_000);
    expect(intervalMs('* * * * *')).toBeUndefined();
  });

  it('runs each schedule in UTC, as pg_cron does hosted', () => {
    const from = new Date('2026-11-27T23:59:58.500Z');
    const next = (schedule: string) => new Cron(cronerPattern(schedule), { timezone: 'UTC' }).nextRun(from)?.toISOString();
    expect(next('10 seconds')).toBe('2026-11-28T00:00:00.000Z');
    expect(next('5 0 * * *')).toBe('2026-11-28T00:05:00.000Z');
    expect(next('17 3 * * *')).toBe('2026-11-28T03:17:00.000Z');
    expect(next('* * * * *')).toBe('2026-11-28T00:00:00.000Z');
  });
});

describe('ScheduledSql', () => {
  /** A database that records each statement, each run taking `runMs`. */
  function recordingDatabase(runMs: number) {
    const statements: string[] = [];
    const tx: Queryable = {
      async query<Row>(sql: string) {
        statements.push(sql);
        await new Promise((resolve) => setTimeout(resolve, runMs));
        return { rows: [{ posted: 2 }] as Row[], affectedRows: 1 };
      },
      async exec() {},
    };
    const db = { kind: 'pglite', asOwner: (fn) => fn(tx), asRequest: (_identity, fn) => fn(tx), close: async () => {} } as Database;
    return { db, statements };
  }

  it("runs the statement on croner's schedule, skips a run due while one is going, and stops", async () => {
    const { db, statements } = recordingDatabase(1_500);
    const done: unknown[] = [];
    const job = new ScheduledSql(db, {
      sql: 'select 1',
      schedule: { cron: '* * * * * *' },
      done: (rows) => done.push(rows),
      warn: () => {},
    });
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 3_300));
    // Due every second, but each run takes 1.5 s: every other second finds one going, so 2 runs, not 3 or 4.
    expect(statements).toEqual(['select 1', 'select 1']);
    await job.stop();
    const after = statements.length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(statements.length).toBe(after);
    expect(done.length).toBe(after);
  });

  it('runs every `everyMs` instead when given, the override tests use', async () => {
    const { db, statements } = recordingDatabase(0);
    const job = new ScheduledSql(db, { sql: 'select 2', schedule: { everyMs: 50 }, runAtStart: true, warn: () => {} });
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 280));
    await job.stop();
    expect(statements.length).toBeGreaterThanOrEqual(4);
    expect(statements.every((sql) => sql === 'select 2')).toBe(true);
  });
});
