// @vitest-environment node

import { enquirySchema } from '@staycompliant/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSchema } from '../newsletter/newsletter-schema';
import { type BackendKind, type BackendUnderTest, startBackendUnderTest } from './test-support/backend-under-test';
import { validEnquiry } from './test-support/boundary-arbitraries';
import { asDescription, hostileTexts } from './test-support/hostile-text';

type EnquiryRow = typeof validEnquiry & { id: string };

describe.each<BackendKind>(['pglite', 'postgres'])('hostile text through the public endpoint, on %s', (kind) => {
  let db: BackendUnderTest;
  beforeAll(async () => {
    db = await startBackendUnderTest(kind);
  }, 120_000);
  afterAll(async () => {
    await db?.dispose();
  });

  async function newestEnquiry(): Promise<Omit<EnquiryRow, 'id'>> {
    const [row] = await db.readAsOperator<EnquiryRow & { created_at: string }>('contact_submissions', '&limit=1');
    if (!row) throw new Error('No enquiry stored');
    const { name, email, company_size, services_interested, description } = row;
    return { name, email, company_size, services_interested, description };
  }

  it.each(hostileTexts)('stores %j verbatim in the name and the description, and reads it back equal', async (text) => {
    const enquiry = { ...validEnquiry, name: text.slice(0, 100), description: asDescription(text) };
    const parsed = enquirySchema.parse(enquiry);
    expect(parsed.name).toBe(enquiry.name.trim());
    expect(parsed.description).toBe(enquiry.description.trim());

    const reply = await db.insertAsVisitor('contact_submissions', enquiry);
    expect(reply.status, reply.body).toBe(201);
    expect(await newestEnquiry()).toEqual(parsed);
  });

  it.each(hostileTexts)('refuses %j as an e-mail, a company size or a service, as the schema does', async (text) => {
    const before = await db.rowCount('contact_submissions');
    for (const change of [{ email: text }, { company_size: text }, { services_interested: [text] }]) {
      expect(enquirySchema.safeParse({ ...validEnquiry, ...change }).success).toBe(false);
      const reply = await db.insertAsVisitor('contact_submissions', { ...validEnquiry, ...change });
      expect(reply.status, reply.body).toBe(400);
    }
    expect(newsletterSchema.safeParse({ email: text }).success).toBe(false);
    expect((await db.insertAsVisitor('email_subscribers', { email: text })).status).toBe(400);
    expect(await db.rowCount('contact_submissions')).toBe(before);
  });

  it('stores quotes, plus signs and mixed case in an e-mail as the schema normalises them, in both tables', async () => {
    const email = `  O'Brien+"x"@Example.COM\t`;
    expect(newsletterSchema.safeParse({ email }).success).toBe(false);
    const quoted = ` O'Brien+Tag_1@Example.COM `;
    const { email: normalised } = newsletterSchema.parse({ email: quoted });
    expect(normalised).toBe("o'brien+tag_1@example.com");

    expect((await db.insertAsVisitor('email_subscribers', { email: quoted })).status).toBe(201);
    const [subscriber] = await db.readAsOperator<{ email: string }>('email_subscribers', '&limit=1');
    expect(subscriber?.email).toBe(normalised);

    expect((await db.insertAsVisitor('contact_submissions', { ...validEnquiry, email: quoted })).status).toBe(201);
    expect((await newestEnquiry()).email).toBe(normalised);
  });
});
