#!/usr/bin/env node
// A remote's `preview` (run from its folder): builds it when its inputs changed since the build in
// place (or says how old the build it serves is), serves the build on its preview port (PREVIEW_PORT and the
// next three), and prints the URLs of the remote's pages, from the shell's route table.
import { existsSync, lstatSync } from 'node:fs';
import { basename, join } from 'node:path';
import { preview, runnerImport } from 'vite';
import { previewPort, takenPorts } from '../../packages/local-ports/ports.mjs';
import { isBuildCurrent } from '../build/build-if-changed.mjs';
import { pnpm, root } from '../setup/pnpm-runtime.mjs';

const appDir = process.cwd();
const name = basename(appDir).replace(/^mfe-/, '');

const taken = await takenPorts(['PREVIEW_PORT'], `pnpm --filter mfe-${name} preview`);
if (taken.length > 0) {
  for (const line of taken) console.error(line);
  process.exit(1);
}

const dist = join(appDir, 'dist');
if (!isBuildCurrent(appDir, { app: true })) {
  console.log(existsSync(dist) ? 'The source changed since the last build: building first.' : 'No build yet: building first.');
  pnpm(['--filter', `mfe-${name}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
} else {
  const builtAt = lstatSync(dist).mtimeMs;
  const minutes = Math.round((Date.now() - builtAt) / 60_000);
  console.log(`Serving the build of ${new Date(builtAt).toLocaleString()} (${minutes} min ago), made from the source as it is.`);
}

const server = await preview({
  root: appDir,
  configLoader: 'runner',
  logLevel: 'warn',
  preview: { port: previewPort(name), host: '127.0.0.1' },
});
const { module } = await runnerImport(join(root, 'shell', 'src', 'routes', 'route-table.ts'));
const pages = module.routeTable.filter((route) => route.remote === name).map((route) => route.path);
const origin = `http://127.0.0.1:${previewPort(name)}`;
const pageLines =
  pages.length > 0
    ? [`  mfe-${name}'s pages, on their own (without the shell's header and footer):`, ...pages.map((path) => `    ${origin}${path}`)]
    : [`  mfe-${name} has no page of its own: ${origin}/ shows its parts, and pnpm dev shows them in the site.`];
console.log(['', ...pageLines, '', `  Its remote entry: ${origin}/remoteEntry.js`, ''].join('\n'));

const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
