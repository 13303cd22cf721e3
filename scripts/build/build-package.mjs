#!/usr/bin/env node
// `build` of a Node package compiled by tsc (run from its folder: dev-backend, site-server): compiles
// into dist/ unless dist/ was compiled from the same inputs (scripts/build/build-inputs.mjs).
// FORCE_BUILD=1 compiles anyway.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { buildInputsHash, builtFrom, forced, stampFile } from './build-inputs.mjs';

const packageDir = process.cwd();
const name = basename(packageDir);
const dist = join(packageDir, 'dist');
const inputs = buildInputsHash(packageDir, { app: false });

if (!forced() && builtFrom(dist) === inputs) {
  console.log(`${name}: unchanged since its last build, which stays (FORCE_BUILD=1 builds anyway).`);
  process.exit(0);
}
rmSync(join(dist, stampFile), { force: true });
const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], { cwd: packageDir, stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
// A save during the build leaves it unstamped: the next build then runs.
if (buildInputsHash(packageDir, { app: false }) === inputs) {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, stampFile), `${inputs}\n`);
}
