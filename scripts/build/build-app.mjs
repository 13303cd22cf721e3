#!/usr/bin/env node
// `build` of the shell and of every remote (run from the app's folder): the browser's build, then the
// server bundle (`vite build --ssr`, into dist/server/), both into a new build folder that is then
// swapped in as dist (scripts/build/app-builds.mjs). Skipped when the build in place was made from the
// same inputs; a kept build of the same inputs is swapped back in (scripts/build/build-inputs.mjs).
// FORCE_BUILD=1 builds anyway.
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildInPlace, keptBuildOf, newBuildDir, publishBuild } from './app-builds.mjs';
import { buildInputsHash, builtFrom, forced, stampFile } from './build-inputs.mjs';

const appDir = process.cwd();
const name = basename(appDir);
// As given: Vite sets NODE_ENV while it builds.
const env = { ...process.env };
const inputs = buildInputsHash(appDir, { app: true, env });
const inPlace = buildInPlace(appDir);

if (!forced() && inPlace && builtFrom(inPlace) === inputs) {
  console.log(`${name}: unchanged since its last build, which stays (FORCE_BUILD=1 builds anyway).`);
  process.exit(0);
}
const kept = forced() ? null : keptBuildOf(appDir, inputs);
if (kept) {
  publishBuild(appDir, kept);
  console.log(`${name}: put back its kept build of the same inputs (FORCE_BUILD=1 builds anyway).`);
  process.exit(0);
}

const { build } = await import('vite');
const next = newBuildDir(appDir);
const started = Date.now();
// No gzip column in the log: it compresses every chunk once more only to print its size, and the
// bench reports the sizes that matter (scripts/bench/bench-bundles.mjs).
const quiet = { reportCompressedSize: false };
await build({ root: appDir, configLoader: 'runner', build: { ...quiet, outDir: next, emptyOutDir: true } });
await build({ root: appDir, configLoader: 'runner', build: { ...quiet, ssr: true, outDir: join(next, 'server'), emptyOutDir: false } });
// A save during the build leaves the build unstamped: the next build then runs.
if (buildInputsHash(appDir, { app: true, env }) === inputs) writeFileSync(join(next, stampFile), `${inputs}\n`);
publishBuild(appDir, next);
console.log(`Built ${name} (browser and server) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
