/** A shared package as a build used it: the exact version installed, and the range its package.json accepts. */
export interface SharedPackageVersion {
  version: string;
  range: string;
}

/** What a build was made with: build-manifest.json beside remoteEntry.js or the shell's index.html. */
export interface BuildFacts {
  /** The app's package name, e.g. "mfe-pricing". */
  name: string;
  /** The app's version from its package.json. */
  version: string;
  /** Each shared singleton's package (the kit once, not each entry point). */
  shared: Record<string, SharedPackageVersion>;
}

export interface Skew {
  package: string;
  /** The host's version, or null when the host does not share the package. */
  hostVersion: string | null;
  builtWith: string;
  range: string;
  reason: 'range' | 'kit-line' | 'missing';
}

export declare const kitPackage: '@staycompliant/ui';
export declare function findSkew(host: BuildFacts, remote: BuildFacts): Skew[];
export declare function kitAhead(host: BuildFacts, remote: BuildFacts): { package: string; hostVersion: string; builtWith: string } | null;
export declare function describeSkew(remoteLabel: string, skew: Skew, hostLabel?: string): string;
export declare function labelOf(remote: string, built: BuildFacts | null | undefined): string;
/** A VersionSkewError naming every skew of `built` against `host`, or null when the host can serve it. */
export declare function skewRefusal(remote: string, host: BuildFacts, built: BuildFacts): VersionSkewError | null;

import type { VersionSkewError } from './runtime.mjs';

export { buildFactsFile, isVersionSkew, VersionSkewError } from './runtime.mjs';
