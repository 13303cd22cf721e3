// Installs and runs the pinned pnpm from .tools/, so `npm start` and `npm test` work on a machine with
// only Node and npm. Every script and test reaches pnpm through here, never through PATH: a global pnpm
// exists on one machine and not on the next. (npm installs it: corepack fails on this registry's metadata.)
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpm = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function installedVersion(command, args) {
  const result = spawnSync(command, [...args, '--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Returns [command, prefixArgs] that run the project's pinned pnpm, installing it first if needed.
 * @returns {[string, string[]]}
 */
export function ensurePnpm() {
  if (existsSync(localPnpm) && installedVersion(process.execPath, [localPnpm]) === pinned) {
    return [process.execPath, [localPnpm]];
  }
  console.log(`Installing pnpm ${pinned} into .tools/ with npm...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${pinned}`], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Could not install pnpm with npm.');
  return [process.execPath, [localPnpm]];
}

/**
 * Runs pnpm with the given args; throws when it fails.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function pnpm(args, options = {}) {
  const [command, prefix] = ensurePnpm();
  const result = spawnSync(command, [...prefix, ...args], { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
  }
  return result;
}

const installStamp = join(root, 'node_modules', '.install-inputs');

/** A hash of what `pnpm install` reads: the lockfile, the workspace file and every package.json. */
function installInputsHash() {
  const manifests = execFileSync(
    'git',
    [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      'package.json',
      '*/package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      '.npmrc',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const hash = createHash('sha256').update(pinned);
  for (const file of manifests.split('\0').filter(Boolean).sort())
    hash
      .update(file)
      .update('\0')
      .update(existsSync(join(root, file)) ? readFileSync(join(root, file)) : '')
      .update('\0');
  return hash.digest('hex');
}

/**
 * `pnpm install`, unless the last one here installed from the same lockfile and manifests: pnpm
 * takes seconds to find that nothing changed, most of a second `npm start`.
 */
export function installDependencies() {
  const inputs = installInputsHash();
  const stamped = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : '';
  if (stamped === inputs && existsSync(join(root, 'node_modules', '.modules.yaml'))) return;
  pnpm(['install', ...(process.env.CI ? ['--frozen-lockfile'] : []), '--reporter=append-only']);
  writeFileSync(installStamp, `${inputs}\n`);
}
