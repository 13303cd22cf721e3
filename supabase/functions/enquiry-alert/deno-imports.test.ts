import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const denoJson = JSON.parse(readFileSync(new URL('./deno.json', import.meta.url), 'utf8')) as { imports: Record<string, string> };
const workspace = parse(readFileSync(new URL('../../../pnpm-workspace.yaml', import.meta.url), 'utf8')) as {
  catalog: Record<string, string>;
};

describe("enquiry-alert's deno.json", () => {
  it('maps zod to the version the apps use (the pnpm catalog), since the enquiry schema runs on both', () => {
    expect(denoJson.imports.zod).toBe(`npm:zod@${workspace.catalog.zod}`);
  });

  it('maps postgrest-js, the service client of _shared/service-client.ts, to the version of the pnpm catalog', () => {
    expect(denoJson.imports['@supabase/postgrest-js']).toBe(`npm:@supabase/postgrest-js@${workspace.catalog['@supabase/postgrest-js']}`);
  });
});
