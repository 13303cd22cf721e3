import type { StorageClient } from '@staycompliant/backend-client';
import { siteConfig } from '@staycompliant/site-config';
import { storageListLimit } from './logo-constants';
import { bucketPublicPath, type LogoItem, logoItemsFromListing } from './logo-rules';

export const logoBucket = siteConfig.backend.logoBucket;
export const logoBucketPublicPath = bucketPublicPath(siteConfig.backend.url, logoBucket);

/** The logo files of the bucket, by name ascending (docs/product.md, "Constants"); throws the storage error on failure. */
export async function listLogoFiles(storage: StorageClient): Promise<LogoItem[]> {
  const bucket = storage.from(logoBucket);
  const { data, error } = await bucket.list('', { limit: storageListLimit, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  if (error) throw error;
  return logoItemsFromListing(data ?? [], (name) => bucket.getPublicUrl(name).data.publicUrl);
}
