// @vitest-environment node

import type { EnquiryFields } from '@staycompliant/contracts/schemas';
import { beforeEach, expect, it, vi } from 'vitest';

const insert = vi.fn();
const from = vi.fn(() => ({ insert }));
vi.mock('@staycompliant/backend-client', () => ({ getPublicClient: vi.fn(async () => ({ from })) }));

const { submitEnquiry } = await import('./submit-enquiry');

const enquiry: EnquiryFields = {
  name: 'Ada',
  email: 'ada@example.com',
  company_size: '100+',
  services_interested: ['Legal Services'],
  description: 'Need a contract review.',
};

beforeEach(() => {
  insert.mockReset();
});

it('inserts the enquiry into contact_submissions and reports success', async () => {
  insert.mockResolvedValue({ error: null, status: 201 });
  await expect(submitEnquiry(enquiry)).resolves.toBe(true);
  expect(from).toHaveBeenCalledWith('contact_submissions');
  expect(insert).toHaveBeenCalledWith(enquiry);
});

it('reports failure on an insert error', async () => {
  insert.mockResolvedValue({ error: { code: '23514', message: 'check' }, status: 400 });
  await expect(submitEnquiry(enquiry)).resolves.toBe(false);
});

it('reports failure on a missing table, which postgrest-js turns into a 204', async () => {
  insert.mockResolvedValue({ error: null, status: 204 });
  await expect(submitEnquiry(enquiry)).resolves.toBe(false);
});

it('reports failure on an exception', async () => {
  insert.mockImplementation(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(submitEnquiry(enquiry)).resolves.toBe(false);
});
