// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { readFormPost } from './read-form-post';

// The server's reading of a form posted without JavaScript is the browser's: the same zod schemas
// from @staycompliant/contracts/schemas, the same first message per field (docs/product.md, "Messages").

describe('readFormPost', () => {
  it('reads a valid enquiry into the row the browser would store, and keeps what was typed', () => {
    const reading = readFormPost('enquiry', {
      name: '  Mary Jackson ',
      email: ' Mary@Example.COM ',
      company_size: '10-100',
      services_interested: ['Tax Filing', 'Crypto Accounting & Taxes'],
      description: ' A Delaware C corp with two founders abroad. ',
      company_website: '',
    });
    expect(reading).toEqual({
      valid: true,
      row: {
        name: 'Mary Jackson',
        email: 'mary@example.com',
        company_size: '10-100',
        services_interested: ['Tax Filing', 'Crypto Accounting & Taxes'],
        description: 'A Delaware C corp with two founders abroad.',
      },
      posted: expect.objectContaining({ form: 'enquiry', values: expect.objectContaining({ email: ' Mary@Example.COM ' }), errors: {} }),
    });
  });

  it('gives each failing field its first message, with one service sent alone as a one-item list', () => {
    const reading = readFormPost('enquiry', { name: '', email: 'nope', services_interested: 'Legal Services', description: 'short' });
    expect(reading).toEqual({
      valid: false,
      posted: {
        form: 'enquiry',
        values: { name: '', email: 'nope', company_size: '', services_interested: ['Legal Services'], description: 'short' },
        errors: {
          name: 'Name is required',
          email: 'Invalid email address',
          company_size: 'Please select company size',
          description: 'Description must be at least 10 characters',
        },
      },
    });
    expect(readFormPost('enquiry', {})).toMatchObject({
      valid: false,
      posted: { errors: { services_interested: 'Please select at least one service' } },
    });
  });

  it('reads the newsletter by its shared schema', () => {
    expect(readFormPost('newsletter', { email: ' Reader@Example.com ' })).toMatchObject({
      valid: true,
      row: { email: 'reader@example.com' },
    });
    expect(readFormPost('newsletter', { email: `${'a'.repeat(250)}@example.com` })).toEqual({
      valid: false,
      posted: {
        form: 'newsletter',
        values: { email: `${'a'.repeat(250)}@example.com` },
        errors: { email: 'Email must be less than 255 characters' },
      },
    });
  });
});
