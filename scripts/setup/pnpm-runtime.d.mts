import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process';

/** The repository's root folder. */
export const root: string;
/** [command, prefixArgs] that run the project's pinned pnpm (installed into .tools/ if needed). */
export function ensurePnpm(): [string, string[]];
/** Runs the pinned pnpm with `args` from the root; throws when it fails. */
export function pnpm(args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<Buffer>;
export function installDependencies(): void;
