import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/dev-backend (this file runs from the top of src/ under vitest and of dist/ under node, so it stays there). */
export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(packageRoot, '..', '..');
export const supabaseDir = join(repoRoot, 'supabase');
export const bootstrapSqlPath = join(packageRoot, 'sql', 'bootstrap.sql');
export const assetsDir = join(packageRoot, 'assets');
export const defaultDataDir = join(repoRoot, '.data', 'dev-backend');
