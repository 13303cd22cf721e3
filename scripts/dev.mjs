#!/usr/bin/env node
// `pnpm dev`: the shell with hot reload on http://127.0.0.1:5173, each remote rebuilt on change and
// previewed on its own port, and the local backend. originjs has no dev server for remotes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, pnpm, root } from './pnpm-runtime.mjs';
import devPorts from '../packages/vite-config/dev-ports.json' with { type: 'json' };

const { shell: shellPort, ...remotes } = devPorts;
const [command, prefix] = ensurePnpm();
const children = [];

function run(label, args) {
  const child = spawn(command, [...prefix, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${label}] ${line}`);
    });
  }
  children.push(child);
}

pnpm(['--filter', '@staycompliant/site-server', '--filter', '@staycompliant/dev-backend', 'build']);
for (const name of Object.keys(remotes)) pnpm(['--filter', `mfe-${name}`, 'build']);

for (const [name, port] of Object.entries(remotes)) {
  run(`${name}:build`, ['--filter', `mfe-${name}`, 'exec', 'vite', 'build', '--configLoader', 'runner', '--watch']);
  run(`${name}:preview`, ['--filter', `mfe-${name}`, 'exec', 'vite', 'preview', '--configLoader', 'runner', '--port', String(port)]);
}
if (existsSync(join(root, 'packages', 'dev-backend', 'dist', 'cli.js'))) {
  run('backend', ['--filter', '@staycompliant/dev-backend', 'exec', 'node', 'dist/cli.js', 'start']);
}
run('shell', ['--filter', 'shell', 'exec', 'vite', '--configLoader', 'runner', '--host', '127.0.0.1', '--port', String(shellPort)]);

console.log(`\n  Shell (hot reload): http://127.0.0.1:${shellPort}\n`);

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
