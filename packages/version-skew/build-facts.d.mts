import type { BuildFacts } from './skew.mjs';

export type { BuildFacts };
export declare const buildFactsFile: 'build-manifest.json';
export declare function rangeOf(
  specifier: string,
  context: { installedVersion: string; catalogs: Record<string, string | undefined> },
): string;
export declare function buildFactsOf(appDir: string, packages: readonly string[]): BuildFacts;
export declare function readBuildFacts(dir: string): BuildFacts | null;
