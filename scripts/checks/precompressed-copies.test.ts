// The server sends the build's .br and .gz copies as they are (packages/site-server), so each must
// hold exactly its file: a plugin that rewrote a chunk after the copies were made would otherwise
// ship stale code to every browser that accepts brotli. Reads the built files, so `npm test` (which
// builds first) checks the real output; run `npm run build` before running this file alone.
// Pages are rendered by the site server, which compresses each one itself (packages/site-server,
// ssr/page-cache.ts); each app's server bundle (dist/server/) is read by Node, never sent, so it
// needs no copies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressedMinBytes } from '../../packages/vite-config/src/precompressed';

const root = join(import.meta.dirname, '..', '..');
const builtFolders = [
  'shell/dist',
  ...readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => `${entry.name}/dist`),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe.each(builtFolders)('%s', (folder) => {
  const dir = join(root, folder);
  const files = existsSync(dir) ? filesUnder(dir) : [];
  const serverBundle = join(dir, 'server') + sep;
  const sentToBrowsers = files.filter((file) => !file.startsWith(serverBundle));

  it('has a server bundle, which needs no compressed copies', () => {
    expect(
      files.filter((file) => file.startsWith(serverBundle)).length,
      `${folder}/server is missing: build the site first (npm run build)`,
    ).toBeGreaterThan(0);
  });

  it('has a brotli and a gzip copy of every script, stylesheet and page of 1 KB or more', () => {
    const texts = sentToBrowsers.filter((file) => /\.(js|css|html)$/.test(file) && statSync(file).size >= precompressedMinBytes);
    expect(texts.length, `${folder} holds no built file: build the site first (npm run build)`).toBeGreaterThan(0);
    const missing = texts.filter((file) => !existsSync(`${file}.br`) || !existsSync(`${file}.gz`));
    expect(missing.map((file) => relative(root, file))).toEqual([]);
  });

  it('holds in each copy exactly the file it was made from', () => {
    const stale = files
      .filter((file) => /\.(br|gz)$/.test(file))
      .filter((copy) => {
        const decode = copy.endsWith('.br') ? brotliDecompressSync : gunzipSync;
        return !decode(readFileSync(copy)).equals(readFileSync(copy.slice(0, -3)));
      });
    expect(stale.map((file) => relative(root, file))).toEqual([]);
  });
});
