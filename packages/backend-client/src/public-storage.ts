import { siteConfig } from '@staycompliant/site-config';
import type { StorageClient } from '@supabase/storage-js';

export type { StorageClient };

let publicStorage: Promise<StorageClient> | null = null;

/**
 * Storage alone, for the home page's logo listing: the storage client is a fraction of supabase-js
 * (no auth, database or realtime code on the first visit).
 */
export function getPublicStorage(): Promise<StorageClient> {
  publicStorage ??= import('@supabase/storage-js')
    .then(({ StorageClient }) => {
      const { url, anonKey } = siteConfig.backend;
      return new StorageClient(`${url}/storage/v1`, { apikey: anonKey, Authorization: `Bearer ${anonKey}` });
    })
    .catch((error: unknown) => {
      publicStorage = null;
      throw error;
    });
  return publicStorage;
}
