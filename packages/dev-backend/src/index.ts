// The package's `.` export: startDevBackend composes the parts, each in a module of its own (options,
// lock, database and seeds, Vault, HTTP, schedulers, test hooks), and the public API is re-exported here.
import { AuthService } from './auth/auth-handler.js';
import { demoKeys, localJwtSecret } from './auth/jwt-keys.js';
import type { Database } from './database/database.js';
import { openPreparedDatabase, storeLocalSecrets } from './database/prepared-database.js';
import { FeedProxy } from './feed/feed-proxy.js';
import { localFunctionsEnv, storeEnquiryAlertSecrets } from './functions/enquiry-alert.js';
import { allowedOrigins } from './http/cors.js';
import { close, hostsOf, listen } from './http/listen.js';
import { floodLimitFromEnv, localSiteProxySecret } from './limits/flood-limits.js';
import { acquireLock, updateLock } from './lock-file.js';
import { SchemaCache } from './rest/schema-cache.js';
import { Schedulers } from './schedulers.js';
import { createApiServer, type Services } from './server.js';
import { type DevBackendOptions, startSettings } from './start-options.js';
import { StorageService } from './storage/storage-handler.js';
import { type TestHooks, testHooks } from './test-hooks.js';

export { defaultAdminEmail, defaultAdminPassword } from './auth/admin-user.js';
export { demoKeys, localJwtSecret, signJwt, verifyJwt } from './auth/jwt-keys.js';
export type { PostgresCluster } from './database/postgres-cluster.js';
export { findPostgresBin, startPostgresCluster } from './database/postgres-cluster.js';
export type { FeedAnswer, FeedItem } from './feed/feed-proxy.js';
export { defaultFeedRssUrl, rssToJson } from './feed/feed-proxy.js';
export { localEnquiryAlertSecret } from './functions/enquiry-alert.js';
export { type AlertTimings, productionAlertTimings, scaledAlertTimings } from './functions/enquiry-alert-dispatcher.js';
export type { FloodLimit } from './limits/flood-limits.js';
export { localSiteProxySecret } from './limits/flood-limits.js';
export { defaultDataDir } from './paths.js';
export type { DevBackendOptions } from './start-options.js';

export interface DevBackend extends TestHooks {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  jwtSecret: string;
  /** What the site server sends in x-site-proxy-secret to vouch for a visitor's address (SITE_PROXY_SECRET). */
  siteProxySecret: string;
  database: 'pglite' | 'postgres';
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the local Supabase-compatible server: migrations, admin and logo seeds, then HTTP. */
export async function startDevBackend(options: DevBackendOptions = {}): Promise<DevBackend> {
  const settings = startSettings(options);
  const { port, host, urlHost, dataDir, adminEmail, adminPassword, edgeFunctions, log, warn } = settings;
  const jwtSecret = localJwtSecret;
  const release = acquireLock(dataDir, {
    url: `http://${host}:${port}`,
    adminEmail,
    database: settings.databaseUrl ? 'postgres' : 'pglite',
  });
  let db: Database | undefined;
  let schedulers: Schedulers | undefined;
  try {
    const prepared = await openPreparedDatabase(settings);
    db = prepared.db;
    const keys = demoKeys(jwtSecret);
    const functionsEnv = localFunctionsEnv(`http://${urlHost}:${port}`, keys);
    const functionUrl = (url: string) => `${url}/functions/v1/enquiry-alert`;
    const siteProxySecret = functionsEnv.SITE_PROXY_SECRET ?? localSiteProxySecret;
    // Stored before the server listens, so the dispatcher's first tick finds them (port 0: once known).
    await storeLocalSecrets(db, {
      enquiryAlertUrl: edgeFunctions && port !== 0 ? functionUrl(`http://${urlHost}:${port}`) : '',
      enquiryAlertSecret: functionsEnv.ENQUIRY_ALERT_SECRET!,
      siteProxySecret,
      floodLimit: options.floodLimit !== undefined ? options.floodLimit : floodLimitFromEnv(),
    });

    // The collector accepts the site's own hosts only: SITE_URL's, localhost's, and the extra origins'.
    functionsEnv.ANALYTICS_SITE_HOSTS = [functionsEnv.ANALYTICS_SITE_HOSTS, ...hostsOf(settings.extraOrigins)].filter(Boolean).join(',');
    const services: Services = {
      db,
      schema: new SchemaCache(db),
      auth: new AuthService(db, jwtSecret),
      storage: new StorageService(db, prepared.files, jwtSecret),
      feed: new FeedProxy(settings.feedRssUrl),
      jwtSecret,
      origins: allowedOrigins(settings.extraOrigins),
      log: warn,
    };
    schedulers = new Schedulers(db, options.analyticsRollupMs, warn);
    const server = createApiServer(services);
    const url = `http://${urlHost}:${await listen(server, port, host)}`;
    if (edgeFunctions) {
      if (port === 0) await storeEnquiryAlertSecrets(db, functionUrl(url), functionsEnv.ENQUIRY_ALERT_SECRET!);
      const alert = await schedulers.startEnquiryAlert(db, { ...functionsEnv, SUPABASE_URL: url }, log, warn, {
        timings: options.alertTimings,
        cap: options.alertCap,
      });
      services.functions = alert.functions;
    }
    const database = db.kind;
    updateLock(dataDir, { pid: process.pid, url, adminEmail, database, startedAt: new Date().toISOString() });
    log(`Listening on ${url} (${database === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'})`);

    const openDb = db;
    const running = schedulers;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await running.stop();
        await close(server);
        await openDb.close();
        release();
      })();
      return stopping;
    };
    return { url, ...keys, adminEmail, adminPassword, jwtSecret, siteProxySecret, database, dataDir, ...testHooks(openDb, running), stop };
  } catch (error) {
    await schedulers?.stop().catch(() => {});
    await db?.close().catch(() => {});
    release();
    throw error;
  }
}
