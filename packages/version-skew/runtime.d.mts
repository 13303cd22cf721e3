export declare const buildFactsFile: 'build-manifest.json';
export declare class VersionSkewError extends Error {
  constructor(remote: string, lines: readonly string[]);
  readonly remote: string;
  /** One line per skew, as describeSkew words it. */
  readonly lines: readonly string[];
  readonly versionSkew: true;
}
export declare function isVersionSkew(error: unknown): error is VersionSkewError;
