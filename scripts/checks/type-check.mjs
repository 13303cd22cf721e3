#!/usr/bin/env node
// Type-checks the package in the working directory (its tsconfig.json) with TypeScript 7, the
// compiler's native port: every package's `typecheck` runs this, so one checker judges them all.
// TypeScript 5.9 stays installed for the tools that call the compiler's JavaScript API (Vite's
// plugins, Storybook's docgen, knip), which TypeScript 7 does not offer.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const compiler = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
const { status, error } = spawnSync(process.execPath, [compiler, '-p', 'tsconfig.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (error) throw error;
process.exit(status ?? 1);
