// The Debian packages the tests need: chromium for the browser tests, postgresql for the backend
// tests on a real PostgreSQL. Installed with apt-get where we can; otherwise a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function postgresInstalled() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((version) => existsSync(`${base}/${version}/bin/pg_ctl`));
}

export function missingSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!postgresInstalled()) missing.push('postgresql');
  return missing;
}

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Installs what is missing with apt-get when running as root; returns the packages still missing. */
export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return [];
  const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (canApt) {
    console.log(`Installing ${missing.join(' and ')} with apt-get...`);
    run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', ...missing]);
  }
  const still = missingSystemPackages();
  if (still.length > 0) {
    console.error(
      `\nThe tests need these Debian packages: ${still.join(', ')}.\n` +
        `Install them with:  sudo apt-get install -y ${still.join(' ')}\n` +
        'or set CHROMIUM_PATH to another Chromium binary.\n',
    );
  }
  return still;
}
