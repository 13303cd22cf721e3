// The site server's throughput and its front door under a cache flood (docs/architecture/site-server.md, "The
// site server"): requests a second and p99 on / and /pricing, then 10,000 requests for /?x=N (each
// a query string the route does not read) while /pricing is timed, and the server's memory after.
// SITE_SERVER_BEFORE names another build's cli.js (an earlier commit's packages/site-server/dist/cli.js)
// to measure beside this one, in the same run, on the same builds.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { root } from '../setup/pnpm-runtime.mjs';

const budgets = { floodP95Ms: 50, rssMb: 400 };

function startServer(cli, port, backendUrl) {
  const child = spawn(process.execPath, [cli], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_ROOT: root, SUPABASE_URL: backendUrl, SUPABASE_ANON_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.resume();
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${cli} exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Site:')) resolve(child);
    });
  });
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function load(url, { connections = 8, ...limits } = {}) {
  return autocannon({ url, connections, headers: { 'accept-encoding': 'br' }, ...limits });
}

async function timedGets(url, stop) {
  const times = [];
  const statuses = new Map();
  while (!stop()) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  return { count: times.length, p50: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0, statuses };
}

async function measure(name, cli, port, backendUrl) {
  const child = await startServer(cli, port, backendUrl);
  const base = `http://127.0.0.1:${port}`;
  try {
    // Warm: every sitemap page is rendered in the background after start.
    for (const path of ['/', '/pricing']) await load(`${base}${path}`, { amount: 200 });
    await new Promise((done) => setTimeout(done, 3000));
    const rows = [];
    for (const path of ['/', '/pricing']) {
      const result = await load(`${base}${path}`, { duration: 10 });
      rows.push(
        `${name.padEnd(7)} ${path.padEnd(9)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}`,
      );
    }
    let flooding = true;
    const during = timedGets(`${base}/pricing`, () => !flooding);
    let n = 0;
    // At most a minute: a server that renders each invented query string (the one before the front
    // door, about 6 a second) would take half an hour over 10,000.
    const running = load(`${base}/`, {
      amount: 10_000,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/?x=${n++}` }) }],
    });
    const cap = setTimeout(() => running.stop(), 60_000);
    const flood = await running;
    clearTimeout(cap);
    flooding = false;
    const pricing = await during;
    const after = await fetch(`${base}/pricing`);
    const memory = rssMb(child.pid);
    return {
      rows,
      flood: `${name.padEnd(7)} ${flood.requests.total.toLocaleString('en-US')} /?x=N in ${flood.duration.toFixed(1)} s (${Math.round(flood.requests.average)} req/s, non-2xx ${flood.non2xx}); /pricing meanwhile: ${pricing.count} requests, p50 ${pricing.p50.toFixed(1)} ms, p95 ${pricing.p95.toFixed(1)} ms; after: ${after.status}; RSS ${memory.toFixed(0)} MB`,
      ok: after.status === 200 && pricing.p95 <= budgets.floodP95Ms && memory <= budgets.rssMb,
    };
  } finally {
    child.kill();
  }
}

/**
 * The local backend on the port the builds read the feed from (BACKEND_PORT, 54321), so the home
 * page's articles render and the page is kept, as with `npm start`.
 */
async function startBackend() {
  const { startDevBackend } = await import(pathToFileURL(join(root, 'packages', 'dev-backend', 'dist', 'index.js')).href);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-server-'));
  const backend = await startDevBackend({ dataDir, quiet: true });
  const stop = async () => {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: backend.url, stop };
}

export async function benchSiteServer() {
  const servers = [['after', join(root, 'packages', 'site-server', 'dist', 'cli.js')]];
  if (process.env.SITE_SERVER_BEFORE) servers.unshift(['before', process.env.SITE_SERVER_BEFORE]);
  const backend = await startBackend();
  const results = [];
  try {
    for (const [index, [name, cli]] of servers.entries()) {
      console.log(`Measuring ${name}: ${cli}`);
      results.push(await measure(name, cli, 4390 + index, backend.url));
    }
  } finally {
    await backend.stop();
  }
  console.log('server  page       throughput     latency');
  for (const result of results) for (const row of result.rows) console.log(row);
  for (const result of results) console.log(result.flood);
  const ok = results.at(-1).ok;
  console.log(
    `Budget: /pricing p95 ≤ ${budgets.floodP95Ms} ms during the flood, RSS ≤ ${budgets.rssMb} MB, /pricing 200 after: ${ok ? 'within' : 'OVER'}`,
  );
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exit((await benchSiteServer()) ? 0 : 1);
