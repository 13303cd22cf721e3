import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A release environment of its own (npm run release --environment <dir>), served by a site server
// of its own, for the release tests (e2e/tests/releases/). It shares the e2e backend.

export const root = join(import.meta.dirname, '..', '..', '..');

export interface ReleaseRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function newEnvironment(): string {
  return mkdtempSync(join(tmpdir(), 'release-environment-'));
}

/** `npm run release` without versioning (the tests never apply the repository's changesets). */
export function release(environment: string, ...args: string[]): ReleaseRun {
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts/release/release.mjs'), '--no-version', '--environment', environment, ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The site server on the environment, on a port of its own; resolves with its URL once it listens. */
export function serveEnvironment(environment: string): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'packages/site-server/dist/cli.js')], {
    env: { ...process.env, SITE_ROOT: root, SITE_ENVIRONMENT: environment, PORT: '0', SITE_DRAIN_DELAY_MS: '0', SITE_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  let stopping = false;
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      const stopped = `the release environment's site server stopped (${code ?? signal}): ${log.join('')}`;
      // Once it listens, a stop the tests did not ask for shows as refused connections: say why here.
      if (!stopping) console.error(stopped);
      reject(new Error(stopped));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /^Site: (http\S+)/m.exec(chunk.toString())?.[1];
      if (url)
        resolve({
          url,
          stop: () => {
            stopping = true;
            child.kill();
          },
        });
    });
  });
}

const markers = /-e2e/;

/**
 * Changes files for one build and puts them back afterwards: each file's text as committed when a
 * stopped run left a fixture version (a `-e2e` mark) in it, else as it is now.
 */
export async function withEdits<T>(edits: Record<string, (text: string) => string>, run: () => Promise<T> | T): Promise<T> {
  const originals = Object.fromEntries(
    Object.keys(edits).map((file) => {
      const now = readFileSync(join(root, file), 'utf8');
      const committed = markers.test(now) ? execFileSync('git', ['show', `HEAD:${file}`], { cwd: root, encoding: 'utf8' }) : now;
      return [file, committed];
    }),
  );
  try {
    for (const [file, edit] of Object.entries(edits)) {
      const changed = edit(originals[file]!);
      if (changed === originals[file]) throw new Error(`the edit of ${file} changed nothing`);
      writeFileSync(join(root, file), changed);
    }
    return await run();
  } finally {
    for (const [file, text] of Object.entries(originals)) writeFileSync(join(root, file), text);
  }
}

/** A package.json with `version` and, optionally, some dependency ranges set. */
export const packageJsonWith =
  (version: string, ranges: Record<string, string> = {}) =>
  (text: string) => {
    const manifest = JSON.parse(text);
    manifest.version = version;
    for (const [name, range] of Object.entries(ranges)) manifest.dependencies[name] = range;
    return `${JSON.stringify(manifest, null, 2)}\n`;
  };
