#!/usr/bin/env node
// `npm run db:diff <name>`: writes supabase/migrations/<version>_<name>.sql, the next migration, from
// supabase/schemas (docs/architecture/backend.md, "The database: schema files and migrations"). One throwaway
// PostgreSQL 15 cluster holds a database built by every migration and one built by the schema files, on
// the same local-only bootstrap; migra (npm @pgkit/migra, a port of what `supabase db diff` runs) writes
// the statements that bring the first to the second; the functions' privileges and the comments, which
// migra leaves out, are written here. With no difference it writes nothing.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../setup/pnpm-runtime.mjs';

const migrationsDir = join(root, 'supabase', 'migrations');

/** YYYYMMDDHHMMSS in UTC. */
const versionOf = (date) => date.toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * The next migration's version: now, or a minute after the newest one when that sorts later (the
 * migrations apply in the order of their names).
 * @param {string[]} files
 * @param {Date} now
 */
export function nextMigrationVersion(files, now) {
  const latest = files
    .map((file) => /^(\d{14})_/.exec(file)?.[1])
    .filter(Boolean)
    .sort()
    .at(-1);
  const version = versionOf(now);
  if (!latest || version > latest) return version;
  const [year, month, day, hour, minute] = [0, 4, 6, 8, 10].map((at, index) => Number(latest.slice(at, at + (index ? 2 : 4))));
  return versionOf(new Date(Date.UTC(year, month - 1, day, hour, minute + 1)));
}

// Every function's ACL (the default one where none was set), by its name with its schema and argument types.
const functionAcls = `
  select pg_catalog.format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as name,
         pg_catalog.pg_get_userbyid(p.proowner) as owner,
         coalesce(p.proacl, pg_catalog.acldefault('f', p.proowner))::text[] as acl
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'`;

/** The roles an ACL grants EXECUTE ('public' for PUBLIC), but its owner. */
const grantees = (acl, owner) =>
  acl
    .map((item) => /^(.*)=(\w*)\//.exec(item))
    .filter((match) => match && match[1] !== owner && match[2].includes('X'))
    .map((match) => match[1] || 'public');

/**
 * migra writes no function privileges: the REVOKE and GRANT statements that give each function that is
 * new or whose ACL differs the target's ACL. Each starts from nothing (PUBLIC and every role named in
 * either database's function ACLs), as the schema files write them.
 * @param {{ name: string; owner: string; acl: string[] }[]} from
 * @param {{ name: string; owner: string; acl: string[] }[]} target
 */
export function functionPrivilegeChanges(from, target) {
  const before = new Map(from.map((row) => [row.name, row.acl.join(',')]));
  const roles = [...new Set([...from, ...target].flatMap((row) => grantees(row.acl, row.owner)))].filter((role) => role !== 'public');
  return target
    .filter((row) => before.get(row.name) !== row.acl.join(','))
    .flatMap((row) => {
      const granted = grantees(row.acl, row.owner);
      return [
        `revoke all on function ${row.name} from ${['public', ...roles].join(', ')};`,
        ...(granted.length ? [`grant execute on function ${row.name} to ${granted.join(', ')};`] : []),
      ];
    });
}

// Every comment on an object made after initdb (OIDs from 16384), as pg_identify_object names it.
const objectComments = `
  select o.type, o.identity, d.description
    from pg_catalog.pg_description d, pg_catalog.pg_identify_object(d.classoid, d.objoid, d.objsubid) o
   where d.objoid >= 16384`;

/** A SQL string literal (standard_conforming_strings is on: only quotes need doubling). */
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/**
 * migra writes no comments either: COMMENT ON for each object whose comment is new or changed in the
 * target, `is null` for one whose comment is gone.
 * @param {{ type: string; identity: string; description: string }[]} from
 * @param {{ type: string; identity: string; description: string }[]} target
 */
export function commentChanges(from, target) {
  const key = (row) => `${row.type} ${row.identity}`;
  const statement = (row, text) =>
    `comment on ${row.type === 'table column' ? 'column' : row.type} ${row.identity} is ${text === null ? 'null' : literal(text)};`;
  const before = new Map(from.map((row) => [key(row), row.description]));
  const after = new Set(target.map(key));
  return [
    ...target.filter((row) => before.get(key(row)) !== row.description).map((row) => statement(row, row.description)),
    ...from.filter((row) => !after.has(key(row))).map((row) => statement(row, null)),
  ];
}

/**
 * The SQL that brings the database supabase/migrations build to the one supabase/schemas build, or ''.
 * @returns {Promise<string>}
 */
export async function schemaDiff() {
  const [{ startTwoBuiltDatabases }, { run }, { createClient, sql }] = await Promise.all([
    import('@staycompliant/dev-backend/migrated-postgres'),
    import('@pgkit/migra'),
    import('@pgkit/client'),
  ]);
  const databases = await startTwoBuiltDatabases();
  // An empty search_path: every name migra reads back from PostgreSQL (a parameter's type too) carries its schema.
  const connect = (url) => createClient(`${url}?options=${encodeURIComponent('-c search_path=')}`);
  const from = connect(databases.fromMigrations);
  const target = connect(databases.fromSchemas);
  try {
    // unsafe: drops are written too (as `supabase db diff` writes them); the migration is read before it is committed.
    const migration = await run(from, target, { withPrivileges: true, unsafe: true });
    const read = (query) => Promise.all([from.any(sql.raw(query)), target.any(sql.raw(query))]);
    const privileges = functionPrivilegeChanges(...(await read(functionAcls)));
    const comments = commentChanges(...(await read(objectComments)));
    return [migration.sql.trim(), privileges.join('\n'), comments.join('\n')].filter(Boolean).join('\n\n');
  } finally {
    await Promise.all([from.end(), target.end()]);
    databases.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2] ?? '';
  if (!/^[a-z0-9]+(_[a-z0-9]+)*$/.test(name)) {
    console.error('Usage: npm run db:diff <name>, the name in lower case with underscores (e.g. enquiry_alert_helpers).');
    process.exit(2);
  }
  // Under node the package export is dev-backend's dist/: build it first when its sources changed.
  const { buildIfChanged } = await import('./build-if-changed.mjs');
  buildIfChanged(join(root, 'packages', 'dev-backend'), { app: false });
  const sql = await schemaDiff();
  if (!sql) {
    console.log('No difference: supabase/schemas and supabase/migrations build the same database. Nothing written.');
  } else {
    const file = `${nextMigrationVersion(readdirSync(migrationsDir), new Date())}_${name}.sql`;
    writeFileSync(
      join(migrationsDir, file),
      `-- Written by \`npm run db:diff ${name}\` from supabase/schemas (scripts/build/database-diff.mjs).\n\n${sql}\n`,
    );
    console.log(`supabase/migrations/${file}: written. Read it, then commit it with the schema files.`);
  }
}
