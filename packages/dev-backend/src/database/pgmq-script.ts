import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The files of a ustar archive (regular files only), by path. */
function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let offset = 0; offset + 512 <= archive.length; ) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const type = field(156, 1);
    if (type === '0' || type === '') files.set(name.replace(/^\.\//, ''), archive.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/**
 * pgmq's install script at its default version, from the extension bundle of @electric-sql/pglite-pgmq
 * (a gzipped tar of share/postgresql/extension/). pgmq is plain SQL and its script runs without CREATE
 * EXTENSION too, so a PostgreSQL that lacks the extension (Debian's postgresql-15 has no pgmq package)
 * gets the same schema pgmq that PGlite loads (docs/architecture/backend.md, "The backend").
 */
export function pgmqInstallScript(): { version: string; sql: string } {
  const require = createRequire(import.meta.url);
  const bundle = join(dirname(require.resolve('@electric-sql/pglite-pgmq')), 'pgmq.tar.gz');
  const files = untar(gunzipSync(readFileSync(bundle)));
  const control = files.get('share/postgresql/extension/pgmq.control')?.toString('utf8') ?? '';
  const version = control.match(/^default_version\s*=\s*'([^']+)'/m)?.[1];
  const script = version ? files.get(`share/postgresql/extension/pgmq--${version}.sql`) : undefined;
  if (!version || !script) throw new Error(`no pgmq install script in ${bundle}`);
  return { version, sql: script.toString('utf8') };
}
