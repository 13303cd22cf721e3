import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { sendJson } from '../http/http-utils.js';
import { packageRoot, repoRoot, supabaseDir } from '../paths.js';

const hostScript = join(packageRoot, 'deno', 'functions-host.ts');
const functionsDir = join(supabaseDir, 'functions');

/** The functions `supabase functions deploy` would deploy: folders with an index.ts, not `_shared`-style ones. */
export function functionNames(dir = functionsDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The functions' own `supabase/functions/<name>/deno.json` imports (what `supabase functions deploy`
 * bundles each function with), merged into the one import map of the one Deno process that runs them
 * all, as a data: URL, with relative targets made absolute. Two functions must not map one name to
 * two targets. Undefined when no function has imports.
 */
export function functionsImportMap(dir = functionsDir, names = functionNames(dir)): string | undefined {
  const imports: Record<string, string> = {};
  for (const name of names) {
    const file = join(dir, name, 'deno.json');
    if (!existsSync(file)) continue;
    const config = JSON.parse(readFileSync(file, 'utf8')) as { imports?: Record<string, string> };
    for (const [specifier, target] of Object.entries(config.imports ?? {})) {
      imports[specifier] = /^\.{1,2}\//.test(target) ? new URL(target, pathToFileURL(file)).href : target;
    }
  }
  if (Object.keys(imports).length === 0) return undefined;
  return `data:application/json;base64,${Buffer.from(JSON.stringify({ imports })).toString('base64')}`;
}

/** The binary of the npm package `deno` (this package's dependency): its platform package holds it. DENO_BINARY overrides. */
export function denoBinary(): string {
  if (process.env.DENO_BINARY) return process.env.DENO_BINARY;
  const require = createRequire(import.meta.url);
  const denoPackage = require.resolve('deno/package.json');
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win32' }[process.platform as string];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch as string];
  if (!platform || !arch) throw new Error(`Deno ships no binary for ${process.platform}-${process.arch}`);
  const target = platform === 'linux' ? `linux-${arch}-glibc` : `${platform}-${arch}`;
  const platformPackage = createRequire(denoPackage).resolve(`@deno/${target}/package.json`);
  const binary = join(dirname(platformPackage), process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (!existsSync(binary)) throw new Error(`The deno package has no binary at ${binary}`);
  return binary;
}

export interface EdgeFunctionsOptions {
  /** Environment the functions read with Deno.env.get (their secrets, as `supabase secrets set` gives them). */
  env: Record<string, string>;
  /** The functions' stdout (quiet when the backend is). */
  log: (message: string) => void;
  /** Their stderr and the runtime's own trouble, always shown. */
  warn: (message: string) => void;
}

/**
 * Serves /functions/v1/<name> as the Supabase CLI does, by proxying to one Deno process (the npm
 * package's binary) that runs every function in supabase/functions. Deno starts in the background: until
 * it listens, or if it cannot start, calls answer 503 and the rest of the backend works as before.
 */
export class EdgeFunctions {
  private child: ChildProcess | undefined;
  private port: number | undefined;
  private stopping = false;
  private restarts = 0;
  readonly names = functionNames();
  /** Resolves when Deno listens (true) or has failed to start (false). */
  ready: Promise<boolean> = Promise.resolve(false);

  constructor(private readonly options: EdgeFunctionsOptions) {}

  start(): Promise<boolean> {
    if (this.names.length === 0) return this.ready;
    this.ready = new Promise<boolean>((resolve) => {
      let binary: string;
      try {
        binary = denoBinary();
      } catch (error) {
        this.options.warn(`Edge Functions are off: ${error instanceof Error ? error.message : error}`);
        resolve(false);
        return;
      }
      const importMap = functionsImportMap(functionsDir, this.names);
      const child = spawn(
        binary,
        [
          'run',
          '--quiet',
          '--no-prompt',
          '--no-config',
          ...(importMap ? ['--import-map', importMap] : []),
          '--allow-net',
          '--allow-env',
          '--allow-read',
          '--allow-sys',
          hostScript,
          functionsDir,
          ...this.names,
        ],
        {
          cwd: functionsDir,
          env: { ...process.env, DENO_DIR: process.env.DENO_DIR ?? join(repoRoot, '.data', 'deno'), NO_COLOR: '1', ...this.options.env },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      this.child = child;
      createInterface({ input: child.stdout }).on('line', (line) => {
        const listening = line.match(/^functions-host listening (\d+)$/);
        if (listening) {
          this.port = Number(listening[1]);
          this.options.warn(`Edge Functions (${this.names.join(', ')}) on Deno at 127.0.0.1:${this.port}`);
          resolve(true);
        } else this.options.log(`[functions] ${line}`);
      });
      createInterface({ input: child.stderr }).on('line', (line) => this.options.warn(`[functions] ${line}`));
      child.once('error', (error) => {
        this.options.warn(`Deno could not start: ${error.message}`);
        resolve(false);
      });
      child.once('exit', (code, signal) => {
        this.port = undefined;
        this.child = undefined;
        resolve(false);
        if (this.stopping) return;
        this.options.warn(`Deno exited (${signal ?? code}); Edge Functions answer 503 until it is back`);
        // A crashed runtime comes back, a few times, as a restarted `supabase functions serve` would.
        if (this.restarts < 5) {
          this.restarts += 1;
          setTimeout(() => {
            if (!this.stopping) void this.start();
          }, 1000 * this.restarts).unref();
        }
      });
    });
    return this.ready;
  }

  /** The Deno process's id while it runs (tests kill it). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Handles /functions/v1/<name><rest>. */
  handle(req: IncomingMessage, res: ServerResponse, name: string, rest: string): void {
    if (!this.names.includes(name)) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    if (this.port === undefined) {
      sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
      req.resume();
      return;
    }
    // As Supabase's gateway does: the caller's address is appended to x-forwarded-for (so a function
    // reads the visitor's as its first entry when a proxy in front already named it).
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');
    const headers = { ...req.headers, host: `127.0.0.1:${this.port}`, 'x-forwarded-for': forwardedFor };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: this.port, method: req.method, path: `/${name}${rest}`, headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once('error', (error) => {
      if (!res.headersSent) sendJson(res, 502, { code: 'FUNCTION_UNREACHABLE', message: error.message });
      else res.destroy();
    });
    req.pipe(upstream);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  }
}
