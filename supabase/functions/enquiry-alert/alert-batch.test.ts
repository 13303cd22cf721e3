import { describe, expect, it } from 'vitest';
import { alertMessagesFromPayload, PayloadError } from './alert-batch.ts';

const record = {
  id: '0b7f6a52-2f6e-4c5e-9a59-3f4f1c2d9e10',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing', 'Legal Services'],
  description: 'We need our Delaware franchise tax filed.',
  created_at: '2026-11-25T09:30:00.000+00:00',
  status: 'new',
};
const payload = { messages: [{ msg_id: 7, read_ct: 1, enquiry: record }] };

describe('alertMessagesFromPayload', () => {
  it("reads each message and its enquiry from the dispatcher's batch", () => {
    const [message] = alertMessagesFromPayload(payload);
    expect(message!.msgId).toBe(7);
    expect(message!.readCount).toBe(1);
    expect(message!.enquiry).toEqual({
      id: record.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company_size: '10-100',
      services_interested: ['Tax Filing', 'Legal Services'],
      description: record.description,
      created_at: record.created_at,
    });
  });

  it('gives the id in lower case, as PostgreSQL writes a uuid', () => {
    const [message] = alertMessagesFromPayload({
      messages: [{ msg_id: 7, read_ct: 1, enquiry: { ...record, id: record.id.toUpperCase() } }],
    });
    expect(message!.enquiry.id).toBe(record.id);
  });

  it.each([
    ['a Database Webhook payload', { type: 'INSERT', table: 'contact_submissions', schema: 'public', record, old_record: null }],
    ['no messages', { messages: [] }],
    ['a message without an id', { messages: [{ read_ct: 1, enquiry: record }] }],
    ['a message id that is not a positive integer', { messages: [{ msg_id: '1; drop', read_ct: 1, enquiry: record }] }],
    ['no enquiry', { messages: [{ msg_id: 1, read_ct: 1, enquiry: null }] }],
    ['an id that is not a uuid', { messages: [{ msg_id: 1, enquiry: { ...record, id: '1; drop table' } }] }],
    ['services that are not strings', { messages: [{ msg_id: 1, enquiry: { ...record, services_interested: [1] } }] }],
    ['a missing name', { messages: [{ msg_id: 1, enquiry: { ...record, name: undefined } }] }],
    ['a company size the database refuses', { messages: [{ msg_id: 1, enquiry: { ...record, company_size: 'huge' } }] }],
    ['not an object', 'INSERT'],
  ])('refuses %s', (_, body) => {
    expect(() => alertMessagesFromPayload(body)).toThrow(PayloadError);
  });
});
