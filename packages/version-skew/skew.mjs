// The rule that decides whether a host (the shell) may mount a remote, from the build facts
// both wrote (build-facts.mjs). The shell applies it in the browser, the site server before it
// renders a remote's module, and the release command before it switches a release on, so the three
// always agree. docs/architecture/releases.md, "Versions and skew", gives the rule and the reasons.
import { compare, satisfies, validateStrict } from 'compare-versions';
import { VersionSkewError } from './runtime.mjs';

/**
 * A shared package as a build used it: the exact version installed, and the range its package.json accepts.
 * @typedef {{ version: string, range: string }} SharedPackageVersion
 */

/**
 * What a build was made with: build-manifest.json beside remoteEntry.js or the shell's index.html.
 * @typedef {object} BuildFacts
 * @property {string} name The app's package name, e.g. "mfe-pricing".
 * @property {string} version The app's version from its package.json.
 * @property {Record<string, SharedPackageVersion>} shared Each shared singleton's package (the kit once, not each entry point).
 */

/**
 * One shared package the host cannot serve a remote.
 * @typedef {object} Skew
 * @property {string} package
 * @property {string | null} hostVersion The host's version, or null when the host does not share the package.
 * @property {string} builtWith
 * @property {string} range
 * @property {'range' | 'kit-line' | 'missing'} reason
 */

/** The UI kit: shared by its major version rather than by the range a remote asks for. */
export const kitPackage = '@staycompliant/ui';

/**
 * Same major, and for 0.x the same minor: semver lets 0.x minors break.
 * @param {string} a A version `validateStrict` accepts, so its first two parts are numbers.
 * @param {string} b Likewise.
 */
function sameCompatibleLine(a, b) {
  const [aMajor, aMinor] = a.split('.', 2).map(Number);
  const [bMajor, bMinor] = b.split('.', 2).map(Number);
  return aMajor === bMajor && (aMajor !== 0 || aMinor === bMinor);
}

/**
 * Whether `version` (one `validateStrict` accepts) satisfies `range`, as npm semver has it, with two
 * differences, both refusals (docs/architecture/releases.md, "Versions and skew"):
 * - a range with a prerelease (`^19.0.0-rc.1`) is met only by prereleases of the same
 *   major.minor.patch from that one on, not by 19.0.0 or 19.1.0;
 * - an x-range (`*`, `19.x`, `''`) or a range compare-versions cannot read (`workspace:^`) is not
 *   met.
 * compare-versions reads a prerelease version by its major.minor.patch against a range without one
 * (19.2.0-rc.1 meets `^19.2.0`, 20.0.0-rc.1 meets `>=18 <20`), where originjs' own check refuses
 * them and would load the remote's own copy; so a prerelease is met only when the range names a
 * prerelease of its major.minor.patch, npm semver's rule.
 * @param {string} version
 * @param {string} range
 */
function satisfiesRange(version, range) {
  const prerelease = /^(\d+\.\d+\.\d+)-/.exec(version);
  if (prerelease) {
    const sameCore = `${prerelease[1]}-`;
    const namesIt = range.split(/[\s|]+/).some((comparator) => comparator.replace(/^[v=<>~^]+/, '').startsWith(sameCore));
    if (!namesIt) return false;
  }
  try {
    return satisfies(version, range);
  } catch {
    return false;
  }
}

/**
 * Every shared package for which `host` cannot serve `remote`: its version does not satisfy the
 * range the remote accepts (react, react-dom, the router, the query client, sonner), it is in another
 * compatible line than the kit the remote was built with, or the host does not share it at all.
 * @param {BuildFacts} host
 * @param {BuildFacts} remote
 * @returns {Skew[]}
 */
export function findSkew(host, remote) {
  /** @type {Skew[]} */
  const skews = [];
  for (const [name, wanted] of Object.entries(remote.shared ?? {})) {
    const hostVersion = host.shared?.[name]?.version ?? null;
    const skew = { package: name, hostVersion, builtWith: wanted.version, range: wanted.range };
    if (!hostVersion || !validateStrict(hostVersion)) skews.push({ ...skew, reason: 'missing' });
    else if (name === kitPackage) {
      if (!validateStrict(wanted.version) || !sameCompatibleLine(hostVersion, wanted.version)) skews.push({ ...skew, reason: 'kit-line' });
    } else if (!satisfiesRange(hostVersion, wanted.range)) skews.push({ ...skew, reason: 'range' });
  }
  return skews;
}

/**
 * The kit when the remote was built with a newer one than the host's, in the same line: allowed, worth a note.
 * @param {BuildFacts} host
 * @param {BuildFacts} remote
 * @returns {{ package: string, hostVersion: string, builtWith: string } | null}
 */
export function kitAhead(host, remote) {
  const hostVersion = host.shared?.[kitPackage]?.version;
  const builtWith = remote.shared?.[kitPackage]?.version;
  if (!hostVersion || !builtWith || !validateStrict(hostVersion) || !validateStrict(builtWith)) return null;
  if (!sameCompatibleLine(hostVersion, builtWith) || !compare(builtWith, hostVersion, '>')) return null;
  return { package: kitPackage, hostVersion, builtWith };
}

/**
 * One line for one skew: the remote, the package, both versions and the range.
 * @param {string} remoteLabel
 * @param {Skew} skew
 * @param {string} [hostLabel]
 */
export function describeSkew(remoteLabel, skew, hostLabel = 'the shell') {
  const has = skew.hostVersion ? `${hostLabel} has ${skew.package} ${skew.hostVersion}` : `${hostLabel} does not share ${skew.package}`;
  if (skew.reason === 'kit-line') {
    return `${remoteLabel} was built with ${skew.package} ${skew.builtWith} (accepts ${skew.range}); ${has}, another major version`;
  }
  return `${remoteLabel} accepts ${skew.package} ${skew.range} (built with ${skew.builtWith}); ${has}`;
}

/**
 * "pricing 0.4.0", from a remote's name and its build facts.
 * @param {string} remote
 * @param {BuildFacts | null | undefined} built
 */
export const labelOf = (remote, built) => (built?.version ? `${remote} ${built.version}` : remote);

/**
 * The refusal of a remote the host cannot serve, or null when it can: one line per skew, with the
 * host named "the shell (<version>)". The shell (in the browser), the site server (from disk) and the
 * release check all refuse through this, so their words and verdicts are the same.
 * @param {string} remote
 * @param {BuildFacts} host
 * @param {BuildFacts} built
 * @returns {VersionSkewError | null}
 */
export function skewRefusal(remote, host, built) {
  const hostLabel = `the shell (${host.version})`;
  const lines = findSkew(host, built).map((skew) => describeSkew(labelOf(remote, built), skew, hostLabel));
  return lines.length === 0 ? null : new VersionSkewError(remote, lines);
}

export { buildFactsFile, isVersionSkew, VersionSkewError } from './runtime.mjs';
