import { saveFile } from '@staycompliant/app-runtime';
import Papa from 'papaparse';
import type { Enquiry, Subscriber } from './enquiry-model';

/**
 * A cell a spreadsheet would read as a formula or a command: it begins with `=`, `+`, `-`, `@`, a
 * tab or a carriage return. papaparse's own `escapeFormulae: true` tests `/^[=+\-@\t\r].*$/`,
 * which misses a cell that has a newline after its first line (`.` stops at `\n`, `$` is the end
 * of the string), so the export passes this pattern instead: the first character alone decides.
 * papaparse then prefixes the cell with `'` and quotes it (OWASP's advice for CSV injection).
 */
const formulaStart = /^[=+\-@\t\r]/;

/** RFC 4180: comma-separated, CRLF between records, a field with `"`, `,`, CR or LF quoted, `"` doubled. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { newline: '\r\n', escapeFormulae: formulaStart });
}

export const enquiryCsvHeader = [
  'Received',
  'Name',
  'Email',
  'Company size',
  'Services',
  'Details',
  'Status',
  'Notes',
  'Updated',
  'Id',
] as const;

export function enquiriesCsv(enquiries: readonly Enquiry[]): string {
  return toCsv(
    enquiryCsvHeader,
    enquiries.map((enquiry) => [
      enquiry.created_at,
      enquiry.name,
      enquiry.email,
      enquiry.company_size,
      enquiry.services_interested.join('; '),
      enquiry.description,
      enquiry.status,
      enquiry.notes,
      enquiry.updated_at,
      enquiry.id,
    ]),
  );
}

const subscriberCsvHeader = ['Email', 'Subscribed', 'Id'] as const;

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(
    subscriberCsvHeader,
    subscribers.map((subscriber) => [subscriber.email, subscriber.created_at, subscriber.id]),
  );
}

/** What the operators' pages export. */
export type ExportKind = 'enquiries' | 'subscribers' | 'analytics';

/** `enquiries-2026-11-25.csv`: the day of the export, in UTC. */
export function csvFileName(kind: ExportKind, now: Date): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Hands the CSV to the browser's download (browser only: called from a button's handler). */
export function downloadCsv(fileName: string, csv: string) {
  // A byte-order mark, so Excel reads the file as UTF-8.
  saveFile(fileName, ['\uFEFF', csv], 'text/csv;charset=utf-8');
}
