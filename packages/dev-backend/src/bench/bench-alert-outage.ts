// The mail server down 60 s while 20 enquiries arrive, at production's alert timings (a 10 s tick, 30 s
// and 2 min between attempts, a probe every 20 s) on PGlite, with the Edge Functions on Deno: prints when
// the last e-mail arrived after the server's return, against the 60 s budget (docs/architecture/enquiry-alert.md, "The
// enquiry alert"). test/alert-delivery.test.ts runs the same scenario (alert-outage.ts) at a tenth.
// Alone, after a build: node packages/dev-backend/dist/bench/bench-alert-outage.js
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { productionAlertTimings } from '../functions/enquiry-alert-dispatcher.js';
import { startDevBackend } from '../index.js';
import { mailOutage, runMailOutage } from './alert-outage.js';
import { SmtpCatcher } from './smtp-catcher.js';

export async function benchAlertOutage(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-bench-outage-'));
  const smtp = new SmtpCatcher();
  await smtp.start();
  // The functions' mail server (localFunctionsEnv reads it).
  process.env.SMTP_PORT = String(smtp.port);
  const backend = await startDevBackend({
    port: 0,
    dataDir,
    databaseUrl: '',
    quiet: true,
    edgeFunctions: true,
    alertTimings: productionAlertTimings,
    alertCap: null,
  });
  try {
    if (!(await backend.edgeFunctionsReady)) throw new Error('Deno did not serve the Edge Functions');
    const run = await runMailOutage(backend, smtp, { scale: 1, tag: `bench-${Date.now()}` });
    const attempts = (states: typeof run.during) => states.map((state) => state.alert_attempts);
    const during = attempts(run.during);
    const after = attempts(run.after);
    const copies = run.emails.map((email) => smtp.holding(email).length);
    const ok =
      run.lastArrivalMs !== null &&
      run.lastArrivalMs <= mailOutage.deliveredWithinMs &&
      run.caughtDuring === 0 &&
      run.queuedAfter === 0 &&
      copies.every((count) => count === 1) &&
      during.every((count) => count >= mailOutage.attemptsDuring.min && count <= mailOutage.attemptsDuring.max) &&
      after.every((count) => count <= mailOutage.attemptsAfter);
    const last = run.lastArrivalMs === null ? 'not every e-mail arrived' : `${(run.lastArrivalMs / 1000).toFixed(1)} s`;
    console.log(
      `PGlite      mail server down ${mailOutage.outageMs / 1000} s while ${mailOutage.enquiries} enquiries arrive, production timings ` +
        `(tick ${productionAlertTimings.dispatchMs / 1000} s, retries ${productionAlertTimings.retryDelaysSeconds.join('/')} s, ` +
        `probe ${productionAlertTimings.probeIntervalSeconds} s): last e-mail ${last} after its return; ` +
        `attempts during ${Math.min(...during)}–${Math.max(...during)}, after ≤ ${Math.max(...after)}; ` +
        `copies ${Math.min(...copies)}–${Math.max(...copies)} each ` +
        `[budget ${mailOutage.deliveredWithinMs / 1000} s, attempts ${mailOutage.attemptsDuring.min}–${mailOutage.attemptsDuring.max} ` +
        `then ≤ ${mailOutage.attemptsAfter}, one copy each: ${ok ? 'ok' : 'MISSED'}]`,
    );
    return ok;
  } finally {
    await backend.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await benchAlertOutage()) ? 0 : 1);
}
