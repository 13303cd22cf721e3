// @vitest-environment node

import { enquirySchema } from '@staycompliant/contracts/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSchema } from '../newsletter/newsletter-schema';
import { type BackendKind, type BackendUnderTest, startBackendUnderTest } from './test-support/backend-under-test';
import { emailNearLimits, enquiryNearLimits } from './test-support/boundary-arbitraries';

// The database (supabase/migrations) enforces the form's zod schema itself. These properties send
// values near every limit through the public REST endpoint with the anon key, as a browser that
// skipped the form's checks would, and compare the outcome with the schema's verdict.
const numRuns = 200;
const enquiryColumns = ['name', 'email', 'company_size', 'services_interested', 'description'] as const;

describe.each<BackendKind>(['pglite', 'postgres'])('the zod schemas and the database agree, on %s', (kind) => {
  let db: BackendUnderTest;
  beforeAll(async () => {
    db = await startBackendUnderTest(kind);
  }, 120_000);
  afterAll(async () => {
    await db?.dispose();
  });

  it('refuses every enquiry the schema rejects, and stores every one it accepts exactly as the schema normalised it', async () => {
    await fc.assert(
      fc.asyncProperty(enquiryNearLimits, async (candidate) => {
        const parsed = enquirySchema.safeParse(candidate);
        const before = await db.rowCount('contact_submissions');
        const reply = await db.insertAsVisitor('contact_submissions', candidate);
        if (!parsed.success) {
          expect(reply.status, reply.body).toBe(400);
          expect(await db.rowCount('contact_submissions')).toBe(before);
          return;
        }
        expect(reply.status, reply.body).toBe(201);
        const [stored] = await db.readAsOperator<Record<string, unknown>>('contact_submissions', '&limit=1');
        expect(Object.fromEntries(enquiryColumns.map((column) => [column, stored?.[column]]))).toEqual(parsed.data);
      }),
      { numRuns },
    );
  }, 60_000);

  it('refuses every newsletter address the schema rejects, and stores every new one lower-cased and trimmed', async () => {
    const subscribed = new Set<string>();
    await fc.assert(
      fc.asyncProperty(emailNearLimits, async (email) => {
        const parsed = newsletterSchema.safeParse({ email });
        const before = await db.rowCount('email_subscribers');
        const reply = await db.insertAsVisitor('email_subscribers', { email });
        if (!parsed.success) {
          expect(reply.status, reply.body).toBe(400);
          expect(await db.rowCount('email_subscribers')).toBe(before);
          return;
        }
        if (subscribed.has(parsed.data.email)) {
          expect(reply.status, reply.body).toBe(409);
          expect(JSON.parse(reply.body)).toMatchObject({ code: '23505' });
          return;
        }
        expect(reply.status, reply.body).toBe(201);
        subscribed.add(parsed.data.email);
        const [stored] = await db.readAsOperator<{ email: string }>('email_subscribers', '&limit=1');
        expect(stored?.email).toBe(parsed.data.email);
      }),
      { numRuns },
    );
  }, 60_000);
});
