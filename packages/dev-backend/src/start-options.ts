import { backendPort } from '@staycompliant/local-ports';
import { defaultAdminEmail, defaultAdminPassword } from './auth/admin-user.js';
import { defaultFeedRssUrl } from './feed/feed-proxy.js';
import type { AlertTimings } from './functions/enquiry-alert-dispatcher.js';
import type { FloodLimit } from './limits/flood-limits.js';
import { defaultDataDir } from './paths.js';

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
   * timer and a pg_net stand-in (docs/architecture/enquiry-alert.md, "The enquiry alert"). Default: off, so tests that
   * start backends by the dozen spawn no Deno; the CLI, npm start and the e2e server turn it on. Off, the
   * alerts wait in the queue.
   */
  edgeFunctions?: boolean;
  /** How often the analytics rollups are refreshed, in ms. Default: ANALYTICS_ROLLUP_MS, else the cron job's schedule (every minute). */
  analyticsRollupMs?: number;
  /**
   * The forms' inserts allowed per client address (docs/architecture/backend.md, "Flood limits"); null: none.
   * Default: FLOOD_LIMIT (`5/600` is production's), else none, as every local client is 127.0.0.1.
   */
  floodLimit?: FloodLimit;
  /**
   * Alert e-mails of one enquiry each per window, then one digest a window (docs/architecture/enquiry-alert.md, "The
   * enquiry alert"); null: no cap. Default: ALERT_CAP (`20/3600` is production's), else none.
   */
  alertCap?: { max: number; windowSeconds: number } | null;
  /**
   * The enquiry alert's timings: the dispatcher's tick, the backoff, a read's visibility, the probe
   * interval (docs/architecture/enquiry-alert.md, "The enquiry alert"); tests pass `scaledAlertTimings(10)`. Each unset
   * one: ALERT_DISPATCH_MS, ALERT_RETRY_DELAYS_S, ALERT_READ_VT_S, ALERT_PROBE_INTERVAL_S, else production's.
   */
  alertTimings?: Partial<AlertTimings>;
}

/** The options with every default applied from the environment, as the server starts with them. */
export interface StartSettings extends Required<Pick<DevBackendOptions, 'port' | 'host' | 'dataDir' | 'adminEmail' | 'adminPassword'>> {
  feedRssUrl: string;
  databaseUrl: string | undefined;
  /** The host as it goes in a URL: an IPv6 address in brackets. */
  urlHost: string;
  /** SITE_ORIGINS and the `siteOrigins` option, comma-separated. */
  extraOrigins: string;
  edgeFunctions: boolean;
  log: (message: string) => void;
  warn: (message: string) => void;
}

export function startSettings(options: DevBackendOptions): StartSettings {
  const host = options.host ?? '127.0.0.1';
  return {
    port: options.port ?? backendPort(),
    host,
    urlHost: host.includes(':') ? `[${host}]` : host,
    dataDir: options.dataDir ?? process.env.DATA_DIR ?? defaultDataDir,
    databaseUrl: options.databaseUrl ?? (process.env.DATABASE_URL || undefined),
    adminEmail: options.adminEmail ?? (process.env.ADMIN_EMAIL || defaultAdminEmail),
    adminPassword: options.adminPassword ?? (process.env.ADMIN_PASSWORD || defaultAdminPassword),
    feedRssUrl: options.feedRssUrl ?? (process.env.FEED_RSS_URL || defaultFeedRssUrl),
    extraOrigins: [...(options.siteOrigins ?? []), process.env.SITE_ORIGINS ?? ''].join(','),
    edgeFunctions: options.edgeFunctions ?? false,
    log: options.quiet ? () => {} : (message: string) => console.log(`[dev-backend] ${message}`),
    warn: (message: string) => console.error(`[dev-backend] ${message}`),
  };
}
