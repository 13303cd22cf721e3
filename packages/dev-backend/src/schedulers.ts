import { type AnalyticsJobs, analyticsRollupMsFromEnv, startAnalyticsJobs } from './cron/analytics-jobs.js';
import type { Database } from './database/database.js';
import { type EnquiryAlert, startEnquiryAlert } from './functions/enquiry-alert.js';
import type { AlertQueueSettings, AlertTimings } from './functions/enquiry-alert-dispatcher.js';

/**
 * The two timers that stand in for Supabase Cron locally (docs/architecture/backend.md, "The backend"): the
 * analytics jobs, from start-up, and the enquiry alert (its dispatcher, the pg_net stand-in and Deno),
 * once the server's URL is known and only when the Edge Functions are on.
 */
export class Schedulers {
  readonly analytics: AnalyticsJobs;
  alert: EnquiryAlert | undefined;

  constructor(db: Database, analyticsRollupMs: number | undefined, warn: (message: string) => void) {
    this.analytics = startAnalyticsJobs(db, analyticsRollupMs ?? analyticsRollupMsFromEnv(), warn);
  }

  async startEnquiryAlert(
    db: Database,
    env: Record<string, string>,
    log: (message: string) => void,
    warn: (message: string) => void,
    options: { timings?: Partial<AlertTimings>; cap?: AlertQueueSettings['cap'] },
  ): Promise<EnquiryAlert> {
    this.alert = await startEnquiryAlert(db, env, log, warn, options);
    return this.alert;
  }

  async stop(): Promise<void> {
    await this.alert?.stop();
    await this.analytics.stop();
  }
}
