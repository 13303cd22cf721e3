import type { BuildManifest } from './skew.mjs';

export type { BuildManifest };
export declare const buildManifestFile: 'build-manifest.json';
export declare function rangeOf(
  specifier: string,
  context: { installedVersion: string; catalogs: Record<string, string | undefined> },
): string;
export declare function describeBuild(appDir: string, packages: readonly string[]): BuildManifest;
export declare function readBuildManifest(dir: string): BuildManifest | null;
