// What the apps' runtime needs without the rule (skew.mjs) and its version library: the build
// facts' file name, and the refusal, which every remote's copy of app-runtime recognises.

/** The file each build writes beside its remoteEntry.js (a remote) or index.html (the shell). */
export const buildFactsFile = 'build-manifest.json';

/** A remote the host refuses to mount: never retried, shown as the friendly message in its area. */
export class VersionSkewError extends Error {
  /**
   * @param {string} remote
   * @param {readonly string[]} lines
   */
  constructor(remote, lines) {
    super(`${remote} is not mounted: ${lines.join('; ')}.`);
    this.name = 'VersionSkewError';
    /** @readonly */
    this.remote = remote;
    /**
     * One line per skew, as describeSkew words it.
     * @readonly @type {readonly string[]}
     */
    this.lines = [...lines];
    /** @readonly @type {true} */
    this.versionSkew = true;
  }
}

/**
 * True for a VersionSkewError from any bundle's copy of this module (so not `instanceof`).
 * @param {unknown} error
 * @returns {error is VersionSkewError}
 */
export const isVersionSkew = (error) => typeof error === 'object' && error !== null && 'versionSkew' in error && error.versionSkew === true;
