import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findPostgresBin } from '../../src/database/postgres-cluster.js';

/** `pg_dump --schema-only` of the database at `url`, by the cluster's own pg_dump. */
export function schemaDump(url: string): string {
  const result = spawnSync(join(findPostgresBin(), 'pg_dump'), ['--schema-only', '--no-owner', url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`pg_dump failed (${result.status}): ${result.stderr || result.error?.message}`);
  return result.stdout;
}

/** One top-level entry of a dump: pg_dump's header names it (`public.f(); Type: FUNCTION`), then its statements. */
interface DumpEntry {
  name: string;
  lines: string[];
}

const header = /^-- (?:Data for )?Name: (.*?); Type: (.*?); Schema: (.*?);/;

/**
 * A dump as its entries, without what does not describe the schema: pg_dump's comment lines (each entry's
 * three-line header, the banner), its SET, set_config and \restrict lines, blank lines and trailing spaces. Lines inside
 * a function's body are kept as they are, comments included: they are the function's definition.
 */
export function dumpEntries(dump: string): DumpEntry[] {
  const entries: DumpEntry[] = [{ name: '(before the first entry)', lines: [] }];
  for (const raw of dump.split('\n')) {
    const line = raw.trimEnd();
    const named = header.exec(line);
    if (named) {
      entries.push({ name: `${named[2]} ${named[3] === '-' ? '' : `${named[3]}.`}${named[1]}`, lines: [] });
      continue;
    }
    if (line === '' || line === '--' || line.startsWith('-- ') || /^SET \w+ = .*;$/.test(line)) continue;
    // pg_dump's \restrict and \unrestrict lines carry a random key of each run.
    if (line.startsWith("SELECT pg_catalog.set_config('search_path'") || /^\\(un)?restrict /.test(line)) continue;
    entries.at(-1)?.lines.push(line);
  }
  return entries.filter((entry) => entry.lines.length > 0);
}

/**
 * Null when the two dumps describe the same schema, else a message naming the entry where they first
 * differ and showing that entry's lines on each side. Entries are compared in pg_dump's order, which
 * sorts by kind, schema and name, so a difference is one object's.
 */
export function dumpDifference(left: { label: string; dump: string }, right: { label: string; dump: string }): string | null {
  const a = dumpEntries(left.dump);
  const b = dumpEntries(right.dump);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const x = a[index];
    const y = b[index];
    if (x && y && x.name === y.name && x.lines.join('\n') === y.lines.join('\n')) continue;
    const line = x && y ? firstDifferentLine(x.lines, y.lines) : 0;
    const show = (entry: DumpEntry | undefined) =>
      entry
        ? [
            `  ${entry.name}`,
            ...entry.lines
              .slice(Math.max(0, line - 3), line + 4)
              .map((text, at) => `  ${String(Math.max(0, line - 3) + at + 1).padStart(4)} | ${text}`),
          ]
        : ['  (no more entries)'];
    return [
      `${left.label} and ${right.label} differ at entry ${index + 1}, line ${line + 1} of it:`,
      `${left.label}:`,
      ...show(x),
      `${right.label}:`,
      ...show(y),
    ].join('\n');
  }
  return null;
}

function firstDifferentLine(a: string[], b: string[]): number {
  let line = 0;
  while (line < a.length && line < b.length && a[line] === b[line]) line += 1;
  return line;
}
