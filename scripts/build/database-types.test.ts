import { findPostgresBin } from '@staycompliant/dev-backend/migrated-postgres';
import { describe, expect, it } from 'vitest';
import { committedDatabaseTypes, databaseTypes, databaseTypesPath, refreshCommand } from './database-types.mjs';

/** PostgreSQL's binaries, or why they are missing; CI (.ci/run installs postgresql) must have them. */
function postgresMissing(): string | null {
  try {
    findPostgresBin();
    return null;
  } catch (error) {
    if (process.env.CI) throw error;
    return error instanceof Error ? error.message : String(error);
  }
}

const missing = postgresMissing();
if (missing) console.warn(`Skipped the database types check: ${missing}`);

describe('the generated database types', () => {
  it.skipIf(missing)(
    `${databaseTypesPath} is what \`${refreshCommand}\` writes from supabase/migrations`,
    { timeout: 120_000 },
    async () => {
      const expected = await databaseTypes();
      expect(
        committedDatabaseTypes(),
        `${databaseTypesPath} is stale: supabase/migrations give other types. Run \`${refreshCommand}\` and commit the file.`,
      ).toBe(expected);
    },
  );
});
