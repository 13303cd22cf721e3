import type { IncomingMessage, ServerResponse } from 'node:http';
import { IdentityError, resolveIdentity } from '../auth/request-identity.js';
import type { Database, Queryable, RequestIdentity } from '../database/database.js';
import { header, readBody, send, sendJson } from '../http/http-utils.js';
import { isDatabaseError } from '../rest/postgrest-errors.js';
import { checkImageContent } from './image-content.js';
import type { ObjectFiles } from './object-files.js';
import { findBucket, type ObjectMetadata, putObject } from './object-store.js';
import { StorageError, sendStorageError, storageErrors } from './storage-errors.js';

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const objectColumns = `id, name, bucket_id, owner, version, metadata,
  to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at,
  to_json(last_accessed_at)#>>'{}' as last_accessed_at`;

/**
 * The object name of a request path. Refused: empty, '.' or '..' parts (so no leading '/', no
 * parent steps), control characters, backslashes and drive letters ('C:\\x.png'), and parts longer
 * than a file name may be (255 bytes).
 */
function decodeName(segments: string[]): string {
  let name: string;
  try {
    name = segments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    throw storageErrors.invalidKey(segments.join('/'));
  }
  const parts = name.split('/');
  if (
    !name ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    /[\u0000-\u001f\u007f\\]/.test(name) ||
    /^[A-Za-z]:/.test(name)
  ) {
    throw storageErrors.invalidKey(name);
  }
  if (parts.some((part) => Buffer.byteLength(part, 'utf8') > 255)) throw storageErrors.keyTooLong();
  return name;
}

function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (isDatabaseError(error)) {
    if (error.code === '42501') return storageErrors.rls();
    if (error.code === '23505') return storageErrors.duplicate();
    if (error.code === '23503') return storageErrors.bucketNotFound();
  }
  throw error;
}

/** `cacheControl` as the client sends it ('3600') becomes the header value hosted Storage stores. */
function cacheControlValue(raw: string | undefined | null): string {
  const value = (raw ?? '').trim();
  if (!value) return 'no-cache';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

interface UploadBody {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

async function uploadBody(req: IncomingMessage): Promise<UploadBody> {
  const body = await readBody(req);
  const contentType = header(req, 'content-type') ?? 'application/octet-stream';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return { bytes: body, contentType, cacheControl: cacheControlValue(header(req, 'cache-control')) };
  }
  let form: FormData;
  try {
    form = await new Request('http://local/upload', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
  } catch {
    throw storageErrors.invalidBody('Malformed multipart body');
  }
  let file: File | undefined;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw storageErrors.invalidBody('No file found in the multipart body');
  const cacheField = form.get('cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: cacheControlValue(typeof cacheField === 'string' ? cacheField : header(req, 'cache-control')),
  };
}

function mimeAllowed(allowed: string[] | null, contentType: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return allowed.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : wanted === type;
  });
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

interface ListOptions {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

export class StorageService {
  constructor(
    private readonly db: Database,
    private readonly files: ObjectFiles,
    private readonly secret: string,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, segments: string[]): Promise<void> {
    try {
      await this.route(req, res, url, segments);
    } catch (error) {
      sendStorageError(res, toStorageError(error));
    }
  }

  private identity(req: IncomingMessage, url: URL): RequestIdentity {
    try {
      return resolveIdentity(req, url, this.secret);
    } catch (error) {
      if (error instanceof IdentityError) {
        throw error.reason === 'missing' ? storageErrors.missingAuth() : storageErrors.invalidJwt(error.message);
      }
      throw error;
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, url: URL, segments: string[]): Promise<void> {
    const method = req.method ?? 'GET';
    const [area, first, ...rest] = segments;
    if (area === 'bucket' && method === 'GET' && first) return this.getBucket(req, res, url, first);
    if (area !== 'object' || !first) throw storageErrors.invalidBody('Route not found');
    if ((method === 'GET' || method === 'HEAD') && first === 'public' && rest.length >= 2) {
      return this.servePublic(req, res, rest[0]!, decodeName(rest.slice(1)));
    }
    if ((method === 'GET' || method === 'HEAD') && first === 'authenticated' && rest.length >= 2) {
      return this.serveAuthenticated(req, res, url, rest[0]!, decodeName(rest.slice(1)));
    }
    if (method === 'POST' && first === 'list' && rest.length === 1) return this.list(req, res, url, rest[0]!);
    if (method === 'DELETE' && rest.length === 0) return this.removeMany(req, res, url, first);
    if (method === 'DELETE') return this.removeOne(req, res, url, first, decodeName(rest));
    if ((method === 'POST' || method === 'PUT') && rest.length > 0) {
      return this.upload(req, res, url, first, decodeName(rest), method === 'PUT');
    }
    if ((method === 'GET' || method === 'HEAD') && rest.length > 0) {
      return this.serveAuthenticated(req, res, url, first, decodeName(rest));
    }
    throw storageErrors.invalidBody('Route not found');
  }

  private async getBucket(req: IncomingMessage, res: ServerResponse, url: URL, bucketId: string): Promise<void> {
    const identity = this.identity(req, url);
    const bucket = await this.db.asRequest(identity, (tx) =>
      tx.query(
        `select id, name, owner, public, file_size_limit, allowed_mime_types,
          to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at
          from storage.buckets where id = $1`,
        [bucketId],
      ),
    );
    if (!bucket.rows[0]) throw storageErrors.bucketNotFound();
    sendJson(res, 200, bucket.rows[0]);
  }

  private async upload(req: IncomingMessage, res: ServerResponse, url: URL, bucketId: string, name: string, isUpdate: boolean) {
    const identity = this.identity(req, url);
    const body = await uploadBody(req);
    const bucket = await this.db.asOwner((tx) => findBucket(tx, bucketId));
    if (!bucket) throw storageErrors.bucketNotFound();
    if (bucket.file_size_limit !== null && body.bytes.length > Number(bucket.file_size_limit)) throw storageErrors.tooLarge();
    if (!mimeAllowed(bucket.allowed_mime_types, body.contentType)) throw storageErrors.mimeType(body.contentType);
    checkImageContent(body.contentType, body.bytes);
    const upsert = isUpdate || (header(req, 'x-upsert') ?? '').toLowerCase() === 'true';
    const owner = identity.role === 'authenticated' && typeof identity.claims.sub === 'string' ? identity.claims.sub : null;
    const stored = await this.db.asRequest(identity, async (tx) => {
      if (isUpdate && !(await this.visibleObject(tx, bucketId, name))) throw storageErrors.objectNotFound();
      return putObject(tx, this.files, { bucket: bucketId, name, owner, upsert, ...body });
    });
    await this.files.remove(stored.replacedVersion);
    sendJson(res, 200, { Id: stored.id, Key: `${bucketId}/${name}` });
  }

  private async visibleObject(tx: Queryable, bucketId: string, name: string): Promise<ObjectRow | undefined> {
    const result = await tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [
      bucketId,
      name,
    ]);
    return result.rows[0];
  }

  private async list(req: IncomingMessage, res: ServerResponse, url: URL, bucketId: string): Promise<void> {
    const identity = this.identity(req, url);
    let options: ListOptions = {};
    const raw = await readBody(req, 1024 * 1024);
    if (raw.length) {
      try {
        options = JSON.parse(raw.toString('utf8')) as ListOptions;
      } catch {
        throw storageErrors.invalidBody('Body is not valid JSON');
      }
    }
    let prefix = typeof options.prefix === 'string' ? options.prefix.replace(/^\/+/, '') : '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.max(0, Math.min(Number(options.limit ?? 100) || 100, 1000));
    const offset = Math.max(0, Number(options.offset ?? 0) || 0);
    const search = typeof options.search === 'string' ? options.search.toLowerCase() : '';
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(options.sortBy?.column))
      ? (String(options.sortBy?.column) as keyof ListEntry)
      : 'name';
    const descending = String(options.sortBy?.order).toLowerCase() === 'desc';

    const rows = await this.db.asRequest(identity, (tx) =>
      tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`, [
        bucketId,
        prefix,
      ]),
    );
    const entries = new Map<string, ListEntry>();
    for (const row of rows.rows) {
      const relative = row.name.slice(prefix.length);
      const slash = relative.indexOf('/');
      const entryName = slash === -1 ? relative : relative.slice(0, slash);
      if (search && !entryName.toLowerCase().startsWith(search)) continue;
      if (slash !== -1) {
        entries.set(`d:${entryName}`, {
          name: entryName,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      } else {
        entries.set(`f:${entryName}`, {
          name: entryName,
          id: row.id,
          updated_at: row.updated_at,
          created_at: row.created_at,
          last_accessed_at: row.last_accessed_at,
          metadata: row.metadata,
        });
      }
    }
    const sorted = [...entries.values()].sort((a, b) => {
      const left = String(a[column] ?? a.name);
      const right = String(b[column] ?? b.name);
      const order = left < right ? -1 : left > right ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      return descending ? -order : order;
    });
    sendJson(res, 200, sorted.slice(offset, offset + limit));
  }

  private async removeMany(req: IncomingMessage, res: ServerResponse, url: URL, bucketId: string): Promise<void> {
    const identity = this.identity(req, url);
    let prefixes: unknown;
    try {
      prefixes = (JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as { prefixes?: unknown }).prefixes;
    } catch {
      throw storageErrors.invalidBody('Body is not valid JSON');
    }
    if (!Array.isArray(prefixes) || !prefixes.every((item) => typeof item === 'string') || prefixes.length === 0) {
      throw storageErrors.invalidBody("body must have required property 'prefixes'");
    }
    const deleted = await this.deleteObjects(identity, bucketId, prefixes as string[]);
    sendJson(res, 200, deleted);
  }

  private async removeOne(req: IncomingMessage, res: ServerResponse, url: URL, bucketId: string, name: string): Promise<void> {
    const identity = this.identity(req, url);
    const deleted = await this.deleteObjects(identity, bucketId, [name]);
    if (deleted.length === 0) throw storageErrors.objectNotFound();
    sendJson(res, 200, { message: 'Successfully deleted' });
  }

  /** Deletes under the caller's role: rows the delete policies hide are simply not deleted. */
  private async deleteObjects(identity: RequestIdentity, bucketId: string, names: string[]): Promise<ObjectRow[]> {
    const result = await this.db.asRequest(identity, (tx) =>
      tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${objectColumns}`, [
        bucketId,
        names.map((name) => name.replace(/^\/+/, '')),
      ]),
    );
    for (const row of result.rows) await this.files.remove(row.version);
    return result.rows;
  }

  private async servePublic(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string): Promise<void> {
    const row = await this.db.asOwner(async (tx) => {
      const bucket = await findBucket(tx, bucketId);
      if (!bucket) throw storageErrors.bucketNotFound();
      if (!bucket.public) throw storageErrors.objectNotFound();
      return this.visibleObject(tx, bucketId, name);
    });
    await this.serveObject(req, res, row);
  }

  private async serveAuthenticated(req: IncomingMessage, res: ServerResponse, url: URL, bucketId: string, name: string) {
    const identity = this.identity(req, url);
    const row = await this.db.asRequest(identity, (tx) => this.visibleObject(tx, bucketId, name));
    await this.serveObject(req, res, row);
  }

  private async serveObject(req: IncomingMessage, res: ServerResponse, row: ObjectRow | undefined): Promise<void> {
    if (!row?.version) throw storageErrors.objectNotFound();
    const bytes = await this.files.read(row.version).catch(() => {
      throw storageErrors.objectNotFound();
    });
    const metadata = row.metadata;
    const headers: Record<string, string> = {
      'Content-Type': metadata?.mimetype ?? 'application/octet-stream',
      'Cache-Control': metadata?.cacheControl ?? 'no-cache',
      'Last-Modified': new Date(row.updated_at).toUTCString(),
    };
    if (metadata?.eTag) headers.ETag = metadata.eTag;
    if (metadata?.eTag && header(req, 'if-none-match') === metadata.eTag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    send(res, 200, req.method === 'HEAD' ? null : bytes, headers);
  }
}
