// A release environment for the delivery tests, released from the builds in place without building
// (npm test's Build stage made them), and switched by the release command itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryOf, openEnvironment } from '../release/environment.mjs';

const root = join(import.meta.dirname, '..', '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const versionOf = (folder) => readJson(join(root, folder, 'package.json')).version;

/**
 * A new environment with the shell and every remote released at their versions, as `npm run
 * release` lays them out (scripts/release/release.mjs), and switched on.
 * @returns {{ dir: string, shellVersion: string, remotes: Record<string, string> }}
 */
export function releaseBuildsInPlace() {
  const env = openEnvironment(mkdtempSync(join(tmpdir(), 'delivery-environment-')));
  env.ensureFolders();
  const shellVersion = versionOf('shell');
  env.addRelease(join(root, 'shell/dist'), env.shellDir(shellVersion), {
    leaveOut: ['remotes.json'],
    modulesFrom: join(root, 'shell/node_modules'),
  });
  env.switchShell(shellVersion);
  const remotes = Object.fromEntries(
    readdirSync(root)
      .filter((folder) => folder.startsWith('mfe-'))
      .map((folder) => [folder.slice('mfe-'.length), versionOf(folder)]),
  );
  for (const [name, version] of Object.entries(remotes)) env.addRelease(join(root, `mfe-${name}/dist`), env.remoteDir(name, version));
  env.writeRemotes(Object.fromEntries(Object.entries(remotes).map(([name, version]) => [name, entryOf(name, version)])));
  return { dir: env.dir, shellVersion, remotes };
}

/**
 * Releases the build in place of remote `name` once more as `version`: another release in the
 * environment's folders, not switched on (its build facts name `version`, as a build of it would).
 * @param {string} dir
 * @param {string} name
 * @param {string} version
 */
export function releaseAgainAs(dir, name, version) {
  const env = openEnvironment(dir);
  const target = env.remoteDir(name, version);
  env.addRelease(join(root, `mfe-${name}/dist`), target);
  const facts = join(target, 'build-manifest.json');
  writeFileSync(facts, `${JSON.stringify({ ...readJson(facts), version }, null, 2)}\n`);
}

/**
 * `npm run release -- switch <name> <version>` on the environment, with `env` added.
 * @param {string} dir
 * @param {string} name
 * @param {string} version
 * @param {Record<string, string>} env
 */
export function switchRelease(dir, name, version, env) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/release/release.mjs'), '--environment', dir, 'switch', name, version], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
