// The enquiry alert at production's timings (docs/architecture/enquiry-alert.md, "The enquiry alert"): the mail server
// down 60 s while 20 enquiries arrive, on PGlite with the Edge Functions on Deno; prints when the last
// e-mail arrived after the server's return against the 60 s budget. The scenario is
// packages/dev-backend/src/bench/alert-outage.ts, which alert-delivery.test.ts runs at a tenth of the timings.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../setup/pnpm-runtime.mjs';

export function benchAlertOutage() {
  const script = join(root, 'packages/dev-backend/dist/bench/bench-alert-outage.js');
  if (!existsSync(script)) {
    console.log(
      'Build first (pnpm --filter @staycompliant/dev-backend build): packages/dev-backend/dist/bench/bench-alert-outage.js is missing.',
    );
    return false;
  }
  // Every failed send of the outage is a warning line on stderr: shown only when the step fails.
  const result = spawnSync(process.execPath, [script], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) process.stderr.write(result.stderr ?? '');
  return result.status === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exit(benchAlertOutage() ? 0 : 1);
