export declare const buildManifestFile: 'build-manifest.json';
export declare class VersionSkewError extends Error {
  constructor(remote: string, lines: readonly string[]);
  readonly remote: string;
  readonly versionSkew: true;
}
export declare function isVersionSkew(error: unknown): error is VersionSkewError;
