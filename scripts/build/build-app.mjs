#!/usr/bin/env node
// `build` of the shell and of every remote (run from the app's folder): the browser's build, then the
// server bundle (`vite build --ssr`, into dist/server/), both into a new build folder that is then
// swapped in as dist (scripts/build/app-builds.mjs).
import { join } from 'node:path';
import { build } from 'vite';
import { newBuildDir, publishBuild } from './app-builds.mjs';

const appDir = process.cwd();
const next = newBuildDir(appDir);
const started = Date.now();
// No gzip column in the log: it compresses every chunk once more only to print its size, and the
// bench reports the sizes that matter (scripts/bench/bench-bundles.mjs).
const quiet = { reportCompressedSize: false };
await build({ root: appDir, configLoader: 'runner', build: { ...quiet, outDir: next, emptyOutDir: true } });
await build({ root: appDir, configLoader: 'runner', build: { ...quiet, ssr: true, outDir: join(next, 'server'), emptyOutDir: false } });
publishBuild(appDir, next);
console.log(`Built ${appDir.split('/').pop()} (browser and server) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
