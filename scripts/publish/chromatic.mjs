#!/usr/bin/env node
// `npm run chromatic`: publishes the Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
// Without the token nothing is published, and it says so plainly on stderr; it still exits 0, so CI
// without the secret stays green, and `npm test` shows the same note beside its summary line.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CHROMATIC_VERSION = '13.3.5';
const TOKEN = 'CHROMATIC_PROJECT_TOKEN';

/** Why Chromatic cannot publish in this environment, or null when it can. */
export function chromaticNote(env = process.env) {
  return env[TOKEN] ? null : `Chromatic not run: ${TOKEN} is not set, so no Storybook was published for visual review`;
}

function publish() {
  const note = chromaticNote();
  if (note) {
    console.error(
      [
        `chromatic: NOT RUN. ${note}.`,
        `  To publish, set the project token from Chromatic: ${TOKEN}=<token> npm run chromatic`,
        '  The stories are still compared with their committed screenshots by `npm run test:stories`.',
      ].join('\n'),
    );
    // GitHub Actions shows this line as a warning on the run's summary page.
    if (process.env.GITHUB_ACTIONS) console.log(`::warning title=Chromatic not run::${note}`);
    return 0;
  }
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const result = spawnSync(
    npx,
    [
      '--yes',
      `chromatic@${CHROMATIC_VERSION}`,
      '--build-script-name',
      'build-storybook',
      '--exit-zero-on-changes',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  return result.status ?? 1;
}

const runAsScript = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript) process.exit(publish());
