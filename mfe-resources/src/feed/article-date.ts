import { formatArticleDate } from '@staycompliant/ui';

/** rss2json writes dates as UTC 'YYYY-MM-DD HH:mm:ss', without a zone. */
const proxyDatePattern = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

function parseFeedDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const proxyDate = proxyDatePattern.exec(text);
  const date = new Date(proxyDate ? `${proxyDate[1]}T${proxyDate[2]}Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The day of publication, as 'YYYY-MM-DD' (for <time dateTime>) and in long format ('April 15, 2025'). */
export function articleDate(value: unknown): { publishedOn: string; date: string } {
  const date = parseFeedDate(value);
  if (!date) return { publishedOn: '', date: '' };
  return { publishedOn: date.toISOString().slice(0, 10), date: formatArticleDate(date) };
}
