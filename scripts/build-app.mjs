#!/usr/bin/env node
// `build` of the shell and of every remote (run from the app's folder): the browser's build, then the
// server bundle (`vite build --ssr`, into dist/server/), both into a new folder under .dist-builds/;
// then dist, a symlink, is pointed at it in one rename. A server reading dist/ meanwhile sees the
// whole old build or the whole new one, never a mix and never a gap (docs/architecture.md, "Builds").
import { existsSync, lstatSync, readdirSync, rmSync, symlinkSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const appDir = process.cwd();
const buildsDir = join(appDir, '.dist-builds');
const dist = join(appDir, 'dist');
const next = join(buildsDir, `${Date.now()}`);
/** The build in place stays until the next one: a page being rendered from it can finish. */
const kept = 2;

const started = Date.now();
await build({ root: appDir, configLoader: 'runner', build: { outDir: next, emptyOutDir: true } });
await build({ root: appDir, configLoader: 'runner', build: { ssr: true, outDir: join(next, 'server'), emptyOutDir: false } });

const link = `${dist}.next`;
rmSync(link, { force: true });
symlinkSync(join('.dist-builds', `${next.slice(buildsDir.length + 1)}`), link);
// A dist/ folder from before builds were swapped in gives way once.
if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) rmSync(dist, { recursive: true, force: true });
renameSync(link, dist);

const builds = readdirSync(buildsDir).sort();
for (const old of builds.slice(0, Math.max(0, builds.length - kept))) rmSync(join(buildsDir, old), { recursive: true, force: true });
console.log(`Built ${appDir.split('/').pop()} (browser and server) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
