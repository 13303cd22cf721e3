// @vitest-environment node

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { enquiriesCsv, enquiryCsvHeader, subscribersCsv, toCsv } from './csv-export';
import type { Enquiry } from './enquiry-model';

const enquiry = (overrides: Partial<Enquiry>): Enquiry => ({
  id: '2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01',
  created_at: '2026-11-25T05:00:00.123456+00:00',
  updated_at: '2026-11-25T05:00:00.123456+00:00',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing', 'Legal Services'],
  description: 'We need a Delaware C corp.',
  status: 'new',
  notes: '',
  alert_status: null,
  alert_attempts: 0,
  alert_sent_at: null,
  alert_last_error: null,
  alert_response: null,
  ...overrides,
});

function parseBack(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('CSV export', () => {
  it('writes RFC 4180: CRLF records, quotes around commas, quotes and newlines, quotes doubled', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['plain', 'has, comma'],
        ['say "hi"', 'two\nlines\r\nand CRLF'],
      ],
    );
    expect(csv).toBe('a,b\r\nplain,"has, comma"\r\n"say ""hi""","two\nlines\r\nand CRLF"');
    expect(parseBack(csv)).toEqual([
      ['a', 'b'],
      ['plain', 'has, comma'],
      ['say "hi"', 'two\nlines\r\nand CRLF'],
    ]);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.test","click")'],
    ['+', '+1+1'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['tab', '\t=1+1'],
    ['CR', '\r=1+1'],
  ])('makes a cell starting with %s inert: a leading apostrophe, the rest kept', (_label, hostile) => {
    const rows = parseBack(toCsv(['cell'], [[hostile]]));
    expect(rows[1]).toEqual([`'${hostile}`]);
  });

  it('makes a formula inert even when the cell goes on over several lines (papaparse’s default pattern would not)', () => {
    const hostile = "=cmd|' /C calc'!A0\nsecond line";
    expect(Papa.unparse([[hostile]], { escapeFormulae: true })).not.toContain("'=");
    expect(parseBack(toCsv(['cell'], [[hostile]]))[1]).toEqual([`'${hostile}`]);
  });

  it('leaves ordinary text alone, dashes and at-signs inside included', () => {
    expect(parseBack(toCsv(['cell'], [['a-b @c =d'], ['ada@example.com']])).slice(1)).toEqual([['a-b @c =d'], ['ada@example.com']]);
  });

  it('exports a hostile enquiry that parses back to the same fields, each formula made inert', () => {
    const hostile = enquiry({
      name: '=1+1 "Bobby"\n<script>alert(1)</script>',
      description: '@SUM(1,2), "quoted"\r\nand -3 on a new line',
      notes: '+call me',
    });
    const [header, row] = parseBack(enquiriesCsv([hostile, enquiry({})]));
    expect(header).toEqual([...enquiryCsvHeader]);
    expect(row).toEqual([
      hostile.created_at,
      `'${hostile.name}`,
      'ada@example.com',
      '10-100',
      'Tax Filing; Legal Services',
      `'${hostile.description}`,
      'new',
      "'+call me",
      hostile.updated_at,
      hostile.id,
    ]);
  });

  it('exports subscribers', () => {
    const csv = subscribersCsv([{ id: 'a1', email: '-x@example.com', created_at: '2026-11-25T05:00:00+00:00' }]);
    expect(parseBack(csv)).toEqual([
      ['Email', 'Subscribed', 'Id'],
      ["'-x@example.com", '2026-11-25T05:00:00+00:00', 'a1'],
    ]);
  });
});
