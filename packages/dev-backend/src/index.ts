import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { backendPort } from '@staycompliant/local-ports';
import { defaultAdminEmail, defaultAdminPassword, seedAdminUser } from './auth/admin-user.js';
import { AuthService } from './auth/auth-handler.js';
import { demoKeys, localJwtSecret } from './auth/jwt-keys.js';
import { type AnalyticsJobs, analyticsRollupMsFromEnv, startAnalyticsJobs } from './cron/analytics-jobs.js';
import { type Database, openPglite, openPostgres } from './database/database.js';
import { migrate } from './database/migrations.js';
import { defaultFeedRssUrl, FeedProxy } from './feed/feed-proxy.js';
import type { AlertTimings } from './functions/enquiry-alert-dispatcher.js';
import { type EnquiryAlert, localFunctionsEnv, startEnquiryAlert, storeEnquiryAlertSecrets } from './functions/enquiry-alert.js';
import { allowedOrigins } from './http/cors.js';
import { type FloodLimit, floodLimitFromEnv, localSiteProxySecret, storeFloodLimit } from './limits/flood-limits.js';
import { acquireLock, updateLock } from './lock-file.js';
import { defaultDataDir } from './paths.js';
import { SchemaCache } from './rest/schema-cache.js';
import { createApiServer, type Services } from './server.js';
import { ObjectFiles } from './storage/object-files.js';
import { seedClientLogos } from './storage/seed-logos.js';
import { StorageService } from './storage/storage-handler.js';

export { defaultAdminEmail, defaultAdminPassword } from './auth/admin-user.js';
export { demoKeys, localJwtSecret, signJwt, verifyJwt } from './auth/jwt-keys.js';
export type { PostgresCluster } from './database/postgres-cluster.js';
export { findPostgresBin, startPostgresCluster } from './database/postgres-cluster.js';
export type { FeedAnswer, FeedItem } from './feed/feed-proxy.js';
export { defaultFeedRssUrl, rssToJson } from './feed/feed-proxy.js';
export { type AlertTimings, productionAlertTimings, scaledAlertTimings } from './functions/enquiry-alert-dispatcher.js';
export { localEnquiryAlertSecret } from './functions/enquiry-alert.js';
export type { FloodLimit } from './limits/flood-limits.js';
export { localSiteProxySecret } from './limits/flood-limits.js';
export { defaultDataDir } from './paths.js';

export interface DevBackendOptions {
  /** Default: BACKEND_PORT, else 54321. 0 picks a free port. */
  port?: number;
  /** Host to listen on. Default: 127.0.0.1 (loopback only). */
  host?: string;
  /** PGlite data and stored objects. Default: DATA_DIR, else <repo>/.data/dev-backend. */
  dataDir?: string;
  /** A real PostgreSQL instead of PGlite. Default: DATABASE_URL. */
  databaseUrl?: string;
  /** Default: ADMIN_EMAIL, else admin@staycompliant.test. */
  adminEmail?: string;
  /** Default: ADMIN_PASSWORD, else the printed local default. */
  adminPassword?: string;
  /** The feed URL the feed endpoint answers for. Default: FEED_RSS_URL, else Medium's feed URL. */
  feedRssUrl?: string;
  /** Extra allowed CORS origins. Default: SITE_ORIGINS (comma-separated). */
  siteOrigins?: string[];
  /** No log lines. */
  quiet?: boolean;
  /**
   * The enquiry alert: Edge Functions on Deno at /functions/v1/<name>, the alert queue's dispatcher on a
   * timer and a pg_net stand-in (docs/architecture.md, "The enquiry alert"). Default: off, so tests that
   * start backends by the dozen spawn no Deno; the CLI, npm start and the e2e server turn it on. Off, the
   * alerts wait in the queue.
   */
  edgeFunctions?: boolean;
  /** How often the analytics rollups are refreshed, in ms. Default: ANALYTICS_ROLLUP_MS, else the cron job's schedule (every minute). */
  analyticsRollupMs?: number;
  /**
   * The forms' inserts allowed per client address (docs/architecture.md, "Flood limits"); null: none.
   * Default: FLOOD_LIMIT (`5/600` is production's), else none, as every local client is 127.0.0.1.
   */
  floodLimit?: FloodLimit;
  /**
   * Alert e-mails of one enquiry each per window, then one digest a window (docs/architecture.md, "The
   * enquiry alert"); null: no cap. Default: ALERT_CAP (`20/3600` is production's), else none.
   */
  alertCap?: { max: number; windowSeconds: number } | null;
  /**
   * The enquiry alert's timings: the dispatcher's tick, the backoff, a read's visibility, the probe
   * interval (docs/architecture.md, "The enquiry alert"); tests pass `scaledAlertTimings(10)`. Each unset
   * one: ALERT_DISPATCH_MS, ALERT_RETRY_DELAYS_S, ALERT_READ_VT_S, ALERT_PROBE_INTERVAL_S, else production's.
   */
  alertTimings?: Partial<AlertTimings>;
}

export interface DevBackend {
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
  /** Resolves true once Deno serves /functions/v1/<name>, false if it is off or could not start. */
  edgeFunctionsReady: Promise<boolean>;
  /** Runs one statement as the database owner, in its own transaction (tests: PGlite admits no second connection). */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs the analytics rollups' refresh now, as the timer does. */
  refreshAnalytics(): Promise<void>;
  /** Runs the alert dispatcher's tick now, as the timer does (false when the enquiry alert is off). */
  dispatchAlerts(): Promise<boolean>;
  /** The id of the Deno process that runs the Edge Functions, while it runs (tests kill it; it is restarted). */
  edgeFunctionsPid(): number | undefined;
  stop(): Promise<void>;
}

/** Starts the local Supabase-compatible server: migrations, admin and logo seeds, then HTTP. */
export async function startDevBackend(options: DevBackendOptions = {}): Promise<DevBackend> {
  const port = options.port ?? backendPort();
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? defaultDataDir;
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const adminEmail = options.adminEmail ?? (process.env.ADMIN_EMAIL || defaultAdminEmail);
  const adminPassword = options.adminPassword ?? (process.env.ADMIN_PASSWORD || defaultAdminPassword);
  const feedRssUrl = options.feedRssUrl ?? (process.env.FEED_RSS_URL || defaultFeedRssUrl);
  const log = options.quiet ? () => {} : (message: string) => console.log(`[dev-backend] ${message}`);
  const jwtSecret = localJwtSecret;
  const edgeFunctions = options.edgeFunctions ?? false;
  const warn = (message: string) => console.error(`[dev-backend] ${message}`);

  const release = acquireLock(dataDir, {
    url: `http://${host}:${port}`,
    adminEmail,
    database: databaseUrl ? 'postgres' : 'pglite',
  });
  let db: Database | undefined;
  let alert: EnquiryAlert | undefined;
  let analytics: AnalyticsJobs | undefined;
  try {
    db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(join(dataDir, 'pglite'));
    const report = await migrate(db);
    if (report.applied.length) log(`Applied migrations: ${report.applied.join(', ')}`);
    await seedAdminUser(db, adminEmail, adminPassword);
    const files = new ObjectFiles(join(dataDir, 'storage'));
    const seededLogos = await seedClientLogos(db, files);
    if (seededLogos.length) log(`Seeded ${seededLogos.length} client logos`);

    const keys = demoKeys(jwtSecret);
    const urlHost = host.includes(':') ? `[${host}]` : host;
    const functionsEnv = localFunctionsEnv(`http://${urlHost}:${port}`, keys);
    // Stored before the server listens, so the dispatcher's first tick finds them (port 0: once known).
    await storeEnquiryAlertSecrets(
      db,
      edgeFunctions && port !== 0 ? `http://${urlHost}:${port}/functions/v1/enquiry-alert` : '',
      functionsEnv.ENQUIRY_ALERT_SECRET!,
    );
    const siteProxySecret = functionsEnv.SITE_PROXY_SECRET ?? localSiteProxySecret;
    await storeFloodLimit(db, options.floodLimit !== undefined ? options.floodLimit : floodLimitFromEnv(), siteProxySecret);

    const extraOrigins = [...(options.siteOrigins ?? []), process.env.SITE_ORIGINS ?? ''].join(',');
    const origins = allowedOrigins(extraOrigins);
    // The collector accepts the site's own hosts only: SITE_URL's, localhost's, and the extra origins'.
    functionsEnv.ANALYTICS_SITE_HOSTS = [functionsEnv.ANALYTICS_SITE_HOSTS, ...hostsOf(extraOrigins)].filter(Boolean).join(',');
    const services: Services = {
      db,
      schema: new SchemaCache(db),
      auth: new AuthService(db, jwtSecret),
      storage: new StorageService(db, files, jwtSecret),
      feed: new FeedProxy(feedRssUrl),
      jwtSecret,
      origins,
      log: (message) => console.error(`[dev-backend] ${message}`),
    };
    analytics = startAnalyticsJobs(db, options.analyticsRollupMs ?? analyticsRollupMsFromEnv(), warn);
    const server = createApiServer(services);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address() as AddressInfo;
    const url = `http://${urlHost}:${address.port}`;
    if (edgeFunctions) {
      if (port === 0) await storeEnquiryAlertSecrets(db, `${url}/functions/v1/enquiry-alert`, functionsEnv.ENQUIRY_ALERT_SECRET!);
      alert = await startEnquiryAlert(db, { ...functionsEnv, SUPABASE_URL: url }, log, warn, {
        timings: options.alertTimings,
        cap: options.alertCap,
      });
      services.functions = alert.functions;
    }
    const database = db.kind;
    updateLock(dataDir, { pid: process.pid, url, adminEmail, database, startedAt: new Date().toISOString() });
    log(`Listening on ${url} (${database === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'})`);

    const openDb = db;
    const analyticsJobs = analytics;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await alert?.stop();
        await analyticsJobs.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await openDb.close();
        release();
      })();
      return stopping;
    };
    const edgeFunctionsReady = alert?.functions.ready ?? Promise.resolve(false);
    const sql = <Row>(text: string, params?: unknown[]) =>
      openDb.asOwner((tx) => tx.query<Row>(text, params)).then((result) => result.rows);
    const dispatchAlerts = async () => {
      if (!alert) return false;
      await alert.dispatcher.tick();
      return true;
    };
    const refreshAnalytics = () => analyticsJobs.refresh();
    const edgeFunctionsPid = () => alert?.functions.pid;
    return {
      url,
      ...keys,
      adminEmail,
      adminPassword,
      jwtSecret,
      siteProxySecret,
      database,
      dataDir,
      edgeFunctionsReady,
      sql,
      refreshAnalytics,
      dispatchAlerts,
      edgeFunctionsPid,
      stop,
    };
  } catch (error) {
    await alert?.stop().catch(() => {});
    await analytics?.stop().catch(() => {});
    await db?.close().catch(() => {});
    release();
    throw error;
  }
}

/** The host (and port) of each comma-separated origin that parses as a URL. */
function hostsOf(origins: string): string[] {
  return origins
    .split(',')
    .map((origin) => {
      try {
        return new URL(origin.trim()).host;
      } catch {
        return '';
      }
    })
    .filter(Boolean);
}
