import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../src/postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresVersion: string;
  }
}

/** One PostgreSQL cluster for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url('postgres'));
  project.provide('postgresVersion', cluster.version);
  return () => cluster.stop();
}
