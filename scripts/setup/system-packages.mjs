// The Debian packages the tests need: chromium (the story tests, the bench), its headless shell
// (the Playwright tests), postgresql (the backend tests on a real PostgreSQL), and varnish,
// varnish-modules and haproxy (the delivery tests, scripts/delivery/). Installed with apt-get where
// we can; otherwise a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the Playwright tests drive: Chromium's headless shell, the build Playwright itself runs
 * headless tests in: the same engine without the desktop browser's UI, and cheaper to drive (a
 * fresh clone's Playwright stage: 406.5 s with it, 486.0 s with /usr/bin/chromium, on this 2-core
 * machine). Without it installed, the full Chromium.
 */
export const e2eBrowserPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : '/usr/bin/chromium');

function postgresInstalled() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((version) => existsSync(`${base}/${version}/bin/pg_ctl`));
}

/** The packages the tests cannot run without. */
export function missingSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!postgresInstalled()) missing.push('postgresql');
  return missing;
}

/** Debian's vmod folders (/usr/lib/<multiarch>/varnish/vmods) hold xkey once varnish-modules is in. */
function xkeyInstalled() {
  const dirs = existsSync('/usr/lib') ? readdirSync('/usr/lib').map((dir) => `/usr/lib/${dir}`) : [];
  return ['/usr/lib', ...dirs].some((dir) => existsSync(`${dir}/varnish/vmods/libvmod_xkey.so`));
}

/** The delivery tests' engines: without them those tests are skipped, and say so. */
export function missingDeliveryPackages() {
  const missing = [];
  if (!existsSync('/usr/sbin/varnishd')) missing.push('varnish');
  if (!xkeyInstalled()) missing.push('varnish-modules');
  if (!existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  return missing;
}

const canApt = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;

/** Installs the delivery tests' engines with apt-get when running as root; returns those still missing. */
export function ensureDeliveryPackages() {
  const missing = missingDeliveryPackages();
  if (missing.length > 0 && canApt()) {
    console.log(`Installing ${missing.join(', ')} with apt-get...`);
    run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', ...missing]);
  }
  return missingDeliveryPackages();
}

/** The headless shell: without it the Playwright tests run, in the full Chromium, slower. */
const headlessShellMissing = () => !process.env.CHROMIUM_PATH && !existsSync(headlessShellPath);

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Installs what is missing with apt-get when running as root; returns the needed packages still missing. */
export function ensureSystemPackages() {
  const missing = [
    ...missingSystemPackages(),
    ...(headlessShellMissing() ? ['chromium-headless-shell'] : []),
    ...missingDeliveryPackages(),
  ];
  if (missing.length === 0) return [];
  if (canApt()) {
    console.log(`Installing ${missing.join(', ')} with apt-get...`);
    run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', ...missing]);
  }
  if (headlessShellMissing()) {
    console.log('The browser tests will run in the full Chromium, about 1.2 times slower: sudo apt-get install -y chromium-headless-shell');
  }
  const delivery = missingDeliveryPackages();
  if (delivery.length > 0) {
    console.log(`The delivery tests (scripts/delivery/) will be skipped: sudo apt-get install -y ${delivery.join(' ')}`);
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
