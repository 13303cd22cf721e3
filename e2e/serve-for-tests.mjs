// The production build as `npm start` serves it, for the Playwright tests: the local backend on a
// fresh data folder, and the site on SITE_PORT (4173).
import { startProductionSite } from '../scripts/run/production-site.mjs';

// Time is a parameter (docs/architecture/tests.md, "Tests"): the alert dispatcher ticks every 0.5 s instead
// of 10 s, and the rollups refresh every 0.5 s instead of a minute. The mail and analytics specs wait on
// the e-mail or the figure, never on a window (e2e/tests/enquiry-alert, e2e/tests/analytics).
process.env.ALERT_DISPATCH_MS ??= '500';
process.env.ANALYTICS_ROLLUP_MS ??= '500';
// Every browser of the suite is one visitor at one address (127.0.0.1, the same user agent): the
// collector's limits per address and per visitor are production's elsewhere (its own tests,
// packages/dev-backend/test/analytics-collector.test.ts), and out of the way here.
process.env.ANALYTICS_ADDRESS_RATE_LIMIT_PER_MINUTE ??= '100000';
process.env.ANALYTICS_RATE_LIMIT_PER_MINUTE ??= '100000';
const site = await startProductionSite();
console.log(`Backend: ${site.backendUrl}`);
console.log(`Site: ${site.url}`);

async function stop() {
  await site.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
