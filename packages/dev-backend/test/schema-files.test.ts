// supabase/schemas/ and supabase/migrations/ describe one database (docs/architecture/backend.md, "The database:
// schema files and migrations"): built each way on the test cluster's PostgreSQL 15, their
// `pg_dump --schema-only` are the same once normalised (test/helpers/schema-dump.ts).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationCronJobs } from '../src/cron/migration-schedules.js';
import { openPostgres } from '../src/database/database.js';
import { migrate } from '../src/database/migrations.js';
import { applySchemaFiles } from '../src/database/schema-files.js';
import { supabaseDir } from '../src/paths.js';
import { createTestDatabase } from './helpers/backends.js';
import { dumpDifference, dumpEntries, schemaDump } from './helpers/schema-dump.js';

const functionDump = (body: string) => `--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: f(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.f() RETURNS integer
    LANGUAGE sql
    AS $$
  -- the answer
  select ${body}
$$;

--
-- Name: t; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.t (
    id integer
);
`;

describe('comparing two schema dumps', () => {
  it('ignores pg_dump comments, SET lines, blank lines and trailing spaces, not a comment in a function body', () => {
    const dump = functionDump('42');
    const noisy = `${dump.replace('Owner: -', 'Owner: postgres').replace('SET statement_timeout = 0;', 'SET lock_timeout = 0;')}   \n\n`;
    expect(dumpDifference({ label: 'a', dump }, { label: 'b', dump: noisy })).toBeNull();
    expect(dumpEntries(dump).map((entry) => entry.name)).toEqual(['FUNCTION public.f()', 'TABLE public.t']);
    expect(dumpEntries(dump)[0]?.lines).toContain('  -- the answer');
  });

  it('names the entry and shows the first differing lines of a function changed on one side', () => {
    const difference = dumpDifference({ label: 'migrations', dump: functionDump('42') }, { label: 'schemas', dump: functionDump('43') });
    expect(difference).toContain('migrations and schemas differ at entry 1, line 5 of it:');
    expect(difference).toMatch(
      /migrations:\n {2}FUNCTION public\.f\(\)\n[\s\S]*5 \| {3}select 42\n[\s\S]*schemas:\n[\s\S]*5 \| {3}select 43/,
    );
  });

  it('says which side has an entry the other lacks', () => {
    const withoutTable = functionDump('42').replace(/--\n-- Name: t;[\s\S]*$/, '');
    expect(dumpDifference({ label: 'migrations', dump: functionDump('42') }, { label: 'schemas', dump: withoutTable })).toMatch(
      /entry 2[\s\S]*TABLE public\.t[\s\S]*schemas:\n {2}\(no more entries\)/,
    );
  });
});

async function built(apply: (db: Awaited<ReturnType<typeof openPostgres>>) => Promise<unknown>): Promise<string> {
  const url = await createTestDatabase();
  const db = await openPostgres(url);
  try {
    await apply(db);
  } finally {
    await db.close();
  }
  return url;
}

describe('supabase/schemas', () => {
  it('builds the database supabase/migrations builds: pg_dump --schema-only of each, normalised, is the same', {
    timeout: 120_000,
  }, async () => {
    const [fromMigrations, fromSchemas] = await Promise.all([built((db) => migrate(db)), built((db) => applySchemaFiles(db))]);
    const migrations = schemaDump(fromMigrations);
    const schemas = schemaDump(fromSchemas);
    // Both hold the enquiry alert's dispatcher, so an empty dump or a failed build cannot pass as equal.
    expect(migrations).toContain('CREATE FUNCTION public.dispatch_enquiry_alerts()');
    const difference = dumpDifference({ label: 'supabase/migrations', dump: migrations }, { label: 'supabase/schemas', dump: schemas });
    if (difference) expect.fail(difference);
  });

  // pg_cron is no local extension, so no dump holds the jobs: their cron.schedule calls are compared instead.
  it('schedules the cron jobs the migrations schedule', () => {
    const jobs = migrationCronJobs(join(supabaseDir, 'schemas'));
    expect([...jobs.keys()].sort()).toEqual([
      'analytics-maintain-partitions',
      'analytics-refresh-rollups',
      'analytics-rotate-salts',
      'dispatch-enquiry-alerts',
      'prune-enquiry-alerts',
    ]);
    expect(jobs).toEqual(migrationCronJobs());
  });
});
