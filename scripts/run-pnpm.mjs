#!/usr/bin/env node
// `node scripts/run-pnpm.mjs <args>`: pnpm <args> with the pinned pnpm, installing it first if needed.
import { pnpm } from './setup/pnpm-runtime.mjs';

try {
  pnpm(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
