import type { Database } from './database/database.js';
import type { Schedulers } from './schedulers.js';

/** What tests and the e2e server reach into a running backend for, beside its URL and keys. */
export interface TestHooks {
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
}

export function testHooks(db: Database, schedulers: Schedulers): TestHooks {
  return {
    edgeFunctionsReady: schedulers.alert?.functions.ready ?? Promise.resolve(false),
    sql: <Row>(text: string, params?: unknown[]) => db.asOwner((tx) => tx.query<Row>(text, params)).then((result) => result.rows),
    refreshAnalytics: () => schedulers.analytics.refresh(),
    dispatchAlerts: async () => {
      if (!schedulers.alert) return false;
      await schedulers.alert.dispatcher.tick();
      return true;
    },
    edgeFunctionsPid: () => schedulers.alert?.functions.pid,
  };
}
