import { companySizeOptions } from '@staycompliant/contracts/schemas';

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Nov 25, 2026, 5:49 AM" in the operator's own time zone (the inbox renders in the browser only). */
export function formatWhen(timestamp: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(timestamp));
}

export function companySizeLabel(value: string): string {
  return companySizeOptions.find((option) => option.value === value)?.label ?? value;
}
