import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../database/database.js';
import { assetsDir } from '../paths.js';
import type { ObjectFiles } from './object-files.js';
import { putObject } from './object-store.js';

const logoBucket = 'client-logos';
const logosDir = join(assetsDir, 'logos');

/** The names of the sample client logos the backend ships and seeds, sorted. */
export function seededLogoNames(): string[] {
  return readdirSync(logosDir)
    .filter((name) => name.endsWith('.svg'))
    .sort();
}

/**
 * Puts the shipped sample client logos into the bucket once, on the first start of a data folder,
 * so the home page's carousel has content offline. Logos deleted later stay deleted.
 */
export async function seedClientLogos(db: Database, files: ObjectFiles): Promise<string[]> {
  const done = await db.asOwner((tx) => tx.query("select 1 from dev_backend.seed_state where key = 'client-logos'"));
  if (done.rows.length > 0) return [];
  const names = seededLogoNames();
  const replaced: (string | null)[] = [];
  await db.asOwner(async (tx) => {
    for (const name of names) {
      const bytes = await readFile(join(logosDir, name));
      const stored = await putObject(tx, files, {
        bucket: logoBucket,
        name,
        bytes,
        contentType: 'image/svg+xml',
        cacheControl: 'max-age=3600',
        owner: null,
        upsert: true,
      });
      replaced.push(stored.replacedVersion);
    }
    await tx.query("insert into dev_backend.seed_state (key) values ('client-logos') on conflict do nothing");
  });
  for (const version of replaced) await files.remove(version);
  return names;
}
