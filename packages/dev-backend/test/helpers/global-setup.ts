import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../src/database/postgres-cluster.js';
import { startDevBackend } from '../../src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresVersion: string;
    pgliteTemplate: string;
  }
}

/**
 * One PostgreSQL cluster for the whole run (each test file creates its own database in it), and one
 * PGlite data folder, migrated and seeded once, that each test copies: a fresh PGlite runs initdb in
 * WebAssembly, which takes seconds.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(join(tmpdir(), 'dev-backend-template-'));
  const [cluster] = await Promise.all([
    startPostgresCluster(),
    startDevBackend({ port: 0, dataDir: template, quiet: true }).then((backend) => backend.stop()),
  ]);
  project.provide('postgresUrl', cluster.url('postgres'));
  project.provide('postgresVersion', cluster.version);
  project.provide('pgliteTemplate', template);
  return () => {
    cluster.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
