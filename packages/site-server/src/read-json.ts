import { readFileSync } from 'node:fs';

/**
 * A JSON file the builds or a release wrote, parsed as it is now; throws when it is missing or not
 * JSON. `T` is what the caller expects: read it as `unknown` and check it when the file is not ours.
 */
export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
