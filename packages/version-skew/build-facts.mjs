// What a build was made with, written beside its remoteEntry.js (a remote) or its index.html (the
// shell): the app's version and, for each shared package, the exact version installed and the
// range the app's package.json accepts. Node only: the browser reads the JSON.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { buildFactsFile } from './runtime.mjs';

/** @typedef {import('./skew.mjs').BuildFacts} BuildFacts */

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} from */
function workspaceRoot(from) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`${from} is not inside a pnpm workspace`);
  }
}

/**
 * The range a dependency's specifier stands for, as pnpm publishes it: `catalog:` is the
 * workspace catalog's entry, `workspace:^` is `^` and the package's version, `workspace:*` the
 * version itself.
 * @param {string} specifier
 * @param {{ installedVersion: string, catalogs: Record<string, string | undefined> }} context
 * @returns {string}
 */
export function rangeOf(specifier, { installedVersion, catalogs }) {
  const catalog = /^catalog:(.*)$/.exec(specifier);
  if (catalog) {
    const name = catalog[1] || 'default';
    const entry = catalogs[name];
    if (!entry) throw new Error(`no catalog named ${name}`);
    return entry;
  }
  const workspace = /^workspace:(.*)$/.exec(specifier);
  if (workspace) {
    const range = workspace[1] ?? '';
    if (range === '*') return installedVersion;
    if (range === '^' || range === '~') return `${range}${installedVersion}`;
    return range;
  }
  return specifier;
}

/**
 * @param {string} root
 * @returns {Record<string, Record<string, string>>}
 */
function catalogsOf(root) {
  const workspace = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')) ?? {};
  const named = Object.fromEntries(Object.entries(workspace.catalogs ?? {}));
  return { ...named, default: workspace.catalog ?? {} };
}

/**
 * The build facts of the app in `appDir`, sharing `packages` (package names, not entry points).
 * @param {string} appDir
 * @param {readonly string[]} packages
 * @returns {BuildFacts}
 */
export function buildFactsOf(appDir, packages) {
  const app = readJson(join(appDir, 'package.json'));
  const declared = { ...app.peerDependencies, ...app.devDependencies, ...app.dependencies };
  const catalogs = catalogsOf(workspaceRoot(appDir));
  /** @type {BuildFacts['shared']} */
  const shared = {};
  for (const name of packages) {
    const specifier = declared[name];
    if (!specifier) throw new Error(`${app.name} shares ${name}, but its package.json does not list it`);
    const installedVersion = readJson(join(appDir, 'node_modules', name, 'package.json')).version;
    const range = rangeOf(specifier, {
      installedVersion,
      catalogs: Object.fromEntries(Object.entries(catalogs).map(([key, entries]) => [key, entries[name]])),
    });
    shared[name] = { version: installedVersion, range };
  }
  return { name: app.name, version: app.version, shared };
}

/**
 * The build facts a build wrote into `dir`, or null when it wrote none (a build older than build facts).
 * @param {string} dir
 * @returns {BuildFacts | null}
 */
export function readBuildFacts(dir) {
  const file = join(dir, buildFactsFile);
  if (!existsSync(file)) return null;
  return readJson(file);
}

export { buildFactsFile };
