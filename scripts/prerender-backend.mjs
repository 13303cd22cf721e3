// The backend the prerendered pages read (client logos, the article feed): the configured one, or
// the local backend started for the duration of the prerender when nothing answers locally.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './pnpm-runtime.mjs';

const localUrl = 'http://127.0.0.1:54321';

async function answers(url) {
  try {
    await fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

export async function ensureBackend() {
  const configured = process.env.VITE_SUPABASE_URL ?? localUrl;
  const entry = join(root, 'packages/dev-backend/dist/index.js');
  if (configured !== localUrl || (await answers(localUrl)) || !existsSync(entry)) return { stop: async () => {} };
  const { startDevBackend } = await import(pathToFileURL(entry).href);
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-backend-'));
  const backend = await startDevBackend({ port: 54321, dataDir, quiet: true });
  return {
    stop: async () => {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
