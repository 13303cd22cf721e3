#!/usr/bin/env node
// npm run release: versions the pending changesets, builds each app whose version has no release
// yet into its versioned folder of the environment, checks the versions, then switches them on.
// npm run release -- switch <app> <version>: checks, then points one app at a release already in
// the environment (a rollback, or a release the check refused before). Either purges from the CDN
// the surrogate keys of what it switched, through SITE_PURGE_URL. docs/architecture/releases.md, "Releases".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readBuildFacts } from '../../packages/version-skew/build-facts.mjs';
import { pnpm, root } from '../setup/pnpm-runtime.mjs';
import { entryOf, openEnvironment, versionOfEntry } from './environment.mjs';
import { changedKeys, purgeKeys } from './purge.mjs';
import { checkRelease } from './release-check.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { environment: { type: 'string' }, 'no-version': { type: 'boolean', default: false } },
});
const env = openEnvironment(resolve(root, values.environment ?? process.env.SITE_ENVIRONMENT ?? 'releases'));

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The shell and each remote: the folder, the name in remotes.json and the version in package.json. */
function apps() {
  return ['shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))].map((folder) => ({
    folder,
    name: folder === 'shell' ? 'shell' : folder.slice('mfe-'.length),
    version: readJson(join(root, folder, 'package.json')).version,
  }));
}

const pendingChangesets = () => readdirSync(join(root, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');

/** Versions and CHANGELOG.md files from the pending changesets (`changeset version`). */
function applyChangesets() {
  const pending = pendingChangesets();
  if (pending.length === 0) return console.log('No pending changesets: the versions stay.');
  console.log(`Applying ${pending.length} changesets…`);
  const changeset = join(root, 'node_modules', '.bin', 'changeset');
  const result = spawnSync(changeset, ['version'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('changeset version failed');
}

const releaseDir = (app) => (app.name === 'shell' ? env.shellDir(app.version) : env.remoteDir(app.name, app.version));

/** Builds the apps whose version has no release folder, then copies each build into its folder. */
function buildNewReleases(all) {
  const fresh = all.filter((app) => !existsSync(releaseDir(app)));
  if (fresh.length === 0) return [];
  pnpm(fresh.flatMap((app) => ['--filter', app.folder]).concat('build'));
  env.ensureFolders();
  for (const app of fresh) {
    const dist = join(root, app.folder, 'dist');
    const built = readBuildFacts(dist);
    if (built?.version !== app.version)
      throw new Error(`${app.folder}/dist says version ${built?.version}, not ${app.version}: build it again`);
    // The environment's remotes.json is the switch; the shell's own build names the builds in place.
    const shell = app.name === 'shell';
    env.addRelease(dist, releaseDir(app), {
      leaveOut: shell ? ['remotes.json'] : [],
      modulesFrom: shell ? join(root, 'shell', 'node_modules') : undefined,
    });
  }
  return fresh;
}

/**
 * Checks `next` ({ shell: version, remotes: name → entry }); switches it on only when nothing is
 * refused, then purges what changed. A purge that fails leaves the switch on, and exits 1.
 */
async function checkAndSwitch(next) {
  const remotes = Object.fromEntries(
    Object.entries(next.remotes).map(([name, entry]) => {
      const version = versionOfEntry(name, entry);
      return [name, version ? env.remoteBuildFacts(name, version) : null];
    }),
  );
  const { refusals, notes } = checkRelease({ shell: next.shell ? env.shellBuildFacts(next.shell) : null, remotes });
  for (const note of notes) console.log(`Note: ${note}.`);
  if (refusals.length > 0) {
    for (const refusal of refusals) console.error(`Refused: ${refusal}.`);
    console.error(`${join(env.dir, 'remotes.json')} is unchanged.`);
    process.exit(1);
  }
  const before = { shell: env.currentShellVersion(), remotes: env.readRemotes() };
  if (JSON.stringify(before.remotes) !== JSON.stringify(next.remotes)) env.writeRemotes(next.remotes);
  if (before.shell !== next.shell) env.switchShell(next.shell);
  for (const [name, entry] of Object.entries(next.remotes)) {
    const from = versionOfEntry(name, before.remotes[name]) ?? before.remotes[name] ?? 'none';
    const to = versionOfEntry(name, entry) ?? entry;
    console.log(`${name}: ${from === to ? `${to} (unchanged)` : `${from} → ${to}`}`);
  }
  console.log(`shell: ${before.shell === next.shell ? `${next.shell} (unchanged)` : `${before.shell ?? 'none'} → ${next.shell}`}`);
  console.log(`Switched on in ${env.dir}.`);
  const { SITE_PURGE_URL: url, SITE_PURGE_TOKEN: token } = process.env;
  const { purged } = await purgeKeys(changedKeys(before, next), { url, token });
  if (url && !purged) process.exitCode = 1;
}

async function release() {
  if (!values['no-version']) applyChangesets();
  const all = apps();
  const fresh = buildNewReleases(all);
  console.log(
    fresh.length ? `Released: ${fresh.map((app) => `${app.name} ${app.version}`).join(', ')}.` : 'Every version is released already.',
  );
  const remotes = { ...env.readRemotes() };
  for (const app of all) if (app.name !== 'shell') remotes[app.name] = entryOf(app.name, app.version);
  await checkAndSwitch({ shell: all.find((app) => app.name === 'shell').version, remotes });
}

async function switchOne(name, version) {
  if (!name || !version) throw new Error('Usage: npm run release -- switch <app> <version>');
  if (name === 'shell') {
    if (!existsSync(env.shellDir(version))) throw new Error(`${env.shellDir(version)} does not exist`);
    return checkAndSwitch({ shell: version, remotes: env.readRemotes() });
  }
  if (!existsSync(env.remoteDir(name, version))) {
    throw new Error(`${name} ${version} is not in ${env.dir}; it has ${env.remoteVersions(name).join(', ') || 'no release'}`);
  }
  await checkAndSwitch({ shell: env.currentShellVersion(), remotes: { ...env.readRemotes(), [name]: entryOf(name, version) } });
}

try {
  if (positionals[0] === 'switch') await switchOne(positionals[1], positionals[2]);
  else if (positionals.length === 0) await release();
  else throw new Error(`Unknown command ${positionals[0]}: npm run release [-- switch <app> <version>]`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
