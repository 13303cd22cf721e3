import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const denoJson = JSON.parse(readFileSync(new URL('./deno.json', import.meta.url), 'utf8')) as { imports: Record<string, string> };
const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const workspace = parse(readFileSync(new URL('../../../pnpm-workspace.yaml', import.meta.url), 'utf8')) as {
  catalog: Record<string, string>;
};

describe("analytics-collector's deno.json", () => {
  it('maps each package to the version its Vitest tests run (the root devDependencies, zod and postgrest-js from the pnpm catalog)', () => {
    expect(denoJson.imports.zod).toBe(`npm:zod@${workspace.catalog.zod}`);
    expect(denoJson.imports['@supabase/postgrest-js']).toBe(`npm:@supabase/postgrest-js@${workspace.catalog['@supabase/postgrest-js']}`);
    expect(denoJson.imports.isbot).toBe(`npm:isbot@${rootPackage.devDependencies.isbot}`);
    expect(denoJson.imports.bowser).toBe(`npm:bowser@${rootPackage.devDependencies.bowser}`);
  });
});
