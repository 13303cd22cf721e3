// @vitest-environment node

import { enquiryFieldNames, serviceNames } from '@staycompliant/contracts';
import { enquirySchema } from '@staycompliant/contracts/schemas';
import { describe, expect, it } from 'vitest';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'We need a Delaware C corp and bookkeeping.',
};

function messagesFor(patch: Record<string, unknown>): string[] {
  const result = enquirySchema.safeParse({ ...valid, ...patch });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** A valid address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('contact schema', () => {
  it('has the fields in the order the form shows them and focuses them in (contactFieldOrder)', () => {
    expect(Object.keys(enquirySchema.shape)).toEqual([...enquiryFieldNames]);
  });

  it('accepts a valid enquiry, trimmed, with the e-mail lower-cased', () => {
    expect(enquirySchema.parse({ ...valid, name: '  Ada  ', email: '  Ada@Example.COM ', description: '  Ten chars!  ' })).toEqual({
      ...valid,
      name: 'Ada',
      email: 'ada@example.com',
      description: 'Ten chars!',
    });
  });

  it('gives every message word for word, in the schema order', () => {
    expect(messagesFor({ name: '', email: '', company_size: '', services_interested: [], description: '' })).toEqual([
      'Name is required',
      'Invalid email address',
      'Please select company size',
      'Please select at least one service',
      'Description must be at least 10 characters',
    ]);
    expect(messagesFor({ name: 'n'.repeat(101), email: emailOfLength(256), description: 'd'.repeat(1001) })).toEqual([
      'Name must be less than 100 characters',
      'Email must be less than 255 characters',
      'Description must be less than 1000 characters',
    ]);
  });

  describe('name, counted after trimming', () => {
    it.each([
      [0, ['Name is required']],
      [1, []],
      [100, []],
      [101, ['Name must be less than 100 characters']],
    ])('%i characters', (length, expected) => {
      expect(messagesFor({ name: `   ${'n'.repeat(length)}\t\n ` })).toEqual(expected);
    });
  });

  describe('email, counted after trimming', () => {
    it('accepts 255 characters and refuses 256', () => {
      expect(messagesFor({ email: `  ${emailOfLength(255)}  ` })).toEqual([]);
      expect(messagesFor({ email: `  ${emailOfLength(256)}  ` })).toEqual(['Email must be less than 255 characters']);
    });

    it.each(['founder', 'founder@', '@example.com', 'founder@example', 'a b@example.com', ''])('refuses %j', (email) => {
      expect(messagesFor({ email })).toEqual(['Invalid email address']);
    });
  });

  describe('company size', () => {
    it.each(['less than 10', '10-100', '100+'])('accepts %j', (company_size) => {
      expect(messagesFor({ company_size })).toEqual([]);
    });

    it.each(['', '1-10', '11-50', '51-200', '201-500', '501+', 'Less than 10', ' 10-100', undefined, null])(
      'refuses %j',
      (company_size) => {
        expect(messagesFor({ company_size })).toEqual(['Please select company size']);
      },
    );
  });

  describe('services interested', () => {
    it('needs at least one', () => {
      expect(messagesFor({ services_interested: [] })).toEqual(['Please select at least one service']);
      expect(messagesFor({ services_interested: [...serviceNames] })).toEqual([]);
    });

    it('accepts only the six service names', () => {
      expect(messagesFor({ services_interested: ['Taxes'] })).toHaveLength(1);
    });
  });

  describe('description, counted after trimming', () => {
    it.each([
      [9, ['Description must be at least 10 characters']],
      [10, []],
      [1000, []],
      [1001, ['Description must be less than 1000 characters']],
    ])('%i characters', (length, expected) => {
      expect(messagesFor({ description: `  ${'d'.repeat(length)}  ` })).toEqual(expected);
    });
  });
});
