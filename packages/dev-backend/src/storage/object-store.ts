import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../database/database.js';
import type { ObjectFiles } from './object-files.js';

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface NewObject {
  bucket: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  owner: string | null;
  upsert: boolean;
}

export async function findBucket(tx: Queryable, bucket: string): Promise<BucketRow | undefined> {
  const result = await tx.query<BucketRow>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
    bucket,
  ]);
  return result.rows[0];
}

function objectMetadata(bytes: Buffer, contentType: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype: contentType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  };
}

/**
 * Writes the bytes, then the row (under the caller's role, so the storage policies decide).
 * Returns the object id and the replaced version, whose file the caller removes after commit.
 * On failure the new file is removed again.
 */
export async function putObject(
  tx: Queryable,
  files: ObjectFiles,
  object: NewObject,
): Promise<{ id: string; version: string; replacedVersion: string | null }> {
  const version = randomUUID();
  await files.write(version, object.bytes);
  try {
    const previous = object.upsert
      ? await tx.query<{ version: string | null }>('select version from storage.objects where bucket_id = $1 and name = $2', [
          object.bucket,
          object.name,
        ])
      : { rows: [] };
    const metadata = JSON.stringify(objectMetadata(object.bytes, object.contentType, object.cacheControl));
    const conflict = object.upsert
      ? `on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata,
           owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()`
      : '';
    const result = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
       values ($1, $2, $3::uuid, $3, $4, $5::jsonb) ${conflict} returning id`,
      [object.bucket, object.name, object.owner, version, metadata],
    );
    const id = result.rows[0]?.id;
    if (!id) throw new Error('Object insert returned no row');
    return { id, version, replacedVersion: previous.rows[0]?.version ?? null };
  } catch (error) {
    await files.remove(version);
    throw error;
  }
}
