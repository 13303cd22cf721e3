import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/http-utils.js';

/**
 * Supabase Storage's error body: `{ statusCode, error, message }`, with the logical status as a
 * string. Like hosted Storage, the HTTP status is 400 for client errors (500 for server errors).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const storageErrors = {
  rls: () => new StorageError('403', 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: () => new StorageError('409', 'Duplicate', 'The resource already exists'),
  objectNotFound: () => new StorageError('404', 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageError('404', 'Bucket not found', 'Bucket not found'),
  invalidJwt: (message: string) => new StorageError('403', 'Unauthorized', message),
  missingAuth: () => new StorageError('400', 'Error', "headers must have required property 'authorization'"),
  tooLarge: () => new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type: string) => new StorageError('415', 'invalid_mime_type', `mime type ${type} is not supported`),
  invalidKey: (name: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${name}`),
  keyTooLong: () => new StorageError('400', 'InvalidKey', 'Invalid key: each part of an object name must be at most 255 bytes'),
  contentMismatch: (type: string) => new StorageError('415', 'invalid_mime_type', `the file content is not ${type}`),
  invalidBody: (message: string) => new StorageError('400', 'InvalidRequest', message),
};

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  const status = error.statusCode === '500' ? 500 : 400;
  sendJson(res, status, { statusCode: error.statusCode, error: error.error, message: error.message });
}
