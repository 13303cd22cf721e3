import { mailSmtpPort, sitePort } from '@staycompliant/local-ports';
import type { Database } from '../database/database.js';
import { localSiteProxySecret } from '../limits/flood-limits.js';
import { alertQueueSettingsFromEnv } from './alert-queue-env.js';
import { EdgeFunctions } from './edge-functions.js';
import { type AlertQueueSettings, type AlertTimings, EnquiryAlertDispatcher, storeAlertQueueSettings } from './enquiry-alert-dispatcher.js';
import { NetWorker } from './net-worker.js';

/** The shared secret the local dispatcher sends and the local enquiry-alert function expects. Local only. */
export const localEnquiryAlertSecret = 'local-enquiry-alert-secret-not-for-production';

/** The environment of the local Edge Functions: what `supabase secrets set` gives them when hosted. */
export function localFunctionsEnv(
  apiUrl: string,
  keys: { anonKey: string; serviceRoleKey: string },
  env = process.env,
): Record<string, string> {
  return {
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SMTP_HOST: env.SMTP_HOST || '127.0.0.1',
    SMTP_PORT: env.SMTP_PORT || String(mailSmtpPort(env)),
    SMTP_USER: env.SMTP_USER ?? '',
    SMTP_PASSWORD: env.SMTP_PASSWORD ?? '',
    MAIL_FROM: env.MAIL_FROM || 'StayCompliant website <website@staycompliant.test>',
    MAIL_TO: env.MAIL_TO || 'enquiries@staycompliant.test',
    SITE_URL: env.SITE_URL || `http://127.0.0.1:${sitePort(env)}`,
    ENQUIRY_ALERT_SECRET: env.ENQUIRY_ALERT_SECRET || localEnquiryAlertSecret,
    // The analytics collector (docs/architecture/analytics.md, "Analytics"): the site's hosts it accepts besides
    // SITE_URL's, and the site server's secret that vouches for a visitor's address.
    ANALYTICS_SITE_HOSTS: env.ANALYTICS_SITE_HOSTS || `localhost:${sitePort(env)}`,
    SITE_PROXY_SECRET: env.SITE_PROXY_SECRET || localSiteProxySecret,
  };
}

/**
 * Stores the function's URL and secret in the local Vault, as an operator does once on a hosted project
 * (README, "Production"). Empty values switch the dispatcher off: messages then wait in the queue.
 */
export async function storeEnquiryAlertSecrets(db: Database, functionUrl: string, secret: string): Promise<void> {
  await db.asOwner((tx) =>
    tx.query(
      `insert into vault.secrets (name, secret) values ('enquiry_alert_url', $1), ('enquiry_alert_secret', $2)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [functionUrl, secret],
    ),
  );
}

export interface EnquiryAlert {
  functions: EdgeFunctions;
  dispatcher: EnquiryAlertDispatcher;
  net: NetWorker;
  stop(): Promise<void>;
}

/**
 * Deno with the Edge Functions, the dispatcher's timer (Supabase Cron's job, locally) and the pg_net
 * stand-in that sends its POSTs. None blocks start-up. Each of the queue's timings comes from `timings`,
 * else its ALERT_* variable (alertQueueSettingsFromEnv), else production's (the dispatcher's tick: the
 * cron job's schedule in the migration); ALERT_MAX_ATTEMPTS else 8; the cap from `cap`, else ALERT_CAP,
 * else none.
 */
export async function startEnquiryAlert(
  db: Database,
  env: Record<string, string>,
  log: (message: string) => void,
  warn: (message: string) => void,
  options: { timings?: Partial<AlertTimings>; cap?: AlertQueueSettings['cap'] } = {},
): Promise<EnquiryAlert> {
  const given = Object.fromEntries(Object.entries(options.timings ?? {}).filter(([, value]) => value !== undefined));
  const { dispatchMs, ...queueSettings }: AlertQueueSettings = {
    ...alertQueueSettingsFromEnv(),
    ...given,
    ...(options.cap === undefined ? {} : { cap: options.cap }),
  };
  await storeAlertQueueSettings(db, queueSettings);
  const functions = new EdgeFunctions({ env, log, warn });
  void functions.start().then((ok) => {
    if (ok) log('Edge Functions ready');
    else warn('Edge Functions are not running: enquiries are still stored, and their alerts wait in the queue');
  });
  const net = new NetWorker(db, { log, warn });
  net.start();
  const dispatcher = new EnquiryAlertDispatcher(db, { dispatchMs, posted: () => net.wake(), log, warn });
  dispatcher.start();
  return {
    functions,
    dispatcher,
    net,
    async stop() {
      await dispatcher.stop();
      await net.stop();
      await functions.stop();
    },
  };
}
