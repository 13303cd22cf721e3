// The production build as `npm start` serves it, for the Playwright tests: the local backend on a
// fresh data folder, and the site on SITE_PORT (4173).
import { startProductionSite } from '../scripts/run/production-site.mjs';

// A rollup cycle of 3 s instead of a minute: the analytics tests wait one cycle (e2e/tests/analytics).
process.env.ANALYTICS_ROLLUP_MS ??= '3000';
const site = await startProductionSite();
console.log(`Backend: ${site.backendUrl}`);
console.log(`Site: ${site.url}`);

async function stop() {
  await site.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
