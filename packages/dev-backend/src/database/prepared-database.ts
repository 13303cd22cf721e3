import { join } from 'node:path';
import { seedAdminUser } from '../auth/admin-user.js';
import { storeEnquiryAlertSecrets } from '../functions/enquiry-alert.js';
import { type FloodLimit, storeFloodLimit } from '../limits/flood-limits.js';
import type { StartSettings } from '../start-options.js';
import { ObjectFiles } from '../storage/object-files.js';
import { seedClientLogos } from '../storage/seed-logos.js';
import { type Database, openPglite, openPostgres } from './database.js';
import { migrate } from './migrations.js';

/**
 * The local database ready to serve: PGlite in the data directory or the given PostgreSQL, migrated,
 * with the seeded admin and client logos (their files beside it). Refused with ChangedMigrationsError,
 * naming the data folder (or DATABASE_URL), when the migrations it was made by have since changed.
 */
export async function openPreparedDatabase(settings: StartSettings): Promise<{ db: Database; files: ObjectFiles }> {
  const { databaseUrl, dataDir, log } = settings;
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(join(dataDir, 'pglite'));
  try {
    const report = await migrate(db, undefined, databaseUrl ? { databaseUrl: true } : { dataDir });
    if (report.applied.length) log(`Applied migrations: ${report.applied.join(', ')}`);
    await seedAdminUser(db, settings.adminEmail, settings.adminPassword);
    const files = new ObjectFiles(join(dataDir, 'storage'));
    const seededLogos = await seedClientLogos(db, files);
    if (seededLogos.length) log(`Seeded ${seededLogos.length} client logos`);
    return { db, files };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/**
 * What an operator stores once on a hosted project (README, "Production"), in the local Vault and
 * settings: the enquiry alert's function URL and secret (an empty URL holds the alerts in the queue),
 * the site server's secret and the forms' flood limit.
 */
export async function storeLocalSecrets(
  db: Database,
  secrets: { enquiryAlertUrl: string; enquiryAlertSecret: string; siteProxySecret: string; floodLimit: FloodLimit },
): Promise<void> {
  await storeEnquiryAlertSecrets(db, secrets.enquiryAlertUrl, secrets.enquiryAlertSecret);
  await storeFloodLimit(db, secrets.floodLimit, secrets.siteProxySecret);
}
