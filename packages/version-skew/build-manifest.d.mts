import type { BuildFacts } from './skew.mjs';

export type { BuildFacts };
export declare const buildManifestFile: 'build-manifest.json';
export declare function rangeOf(
  specifier: string,
  context: { installedVersion: string; catalogs: Record<string, string | undefined> },
): string;
export declare function describeBuild(appDir: string, packages: readonly string[]): BuildFacts;
export declare function readBuildManifest(dir: string): BuildFacts | null;
