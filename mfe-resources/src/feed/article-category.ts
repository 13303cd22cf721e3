import type { HtmlReader } from './html/html-reader';

const defaultCategory = 'Article';

/** The feed's categories (rss2json's `categories`, or a single `category`), as plain labels. */
export function articleCategories(categories: unknown, category: unknown, read: HtmlReader): string[] {
  const values = Array.isArray(categories) ? categories : [category];
  return values
    .filter((value): value is string => typeof value === 'string')
    .map((slug) => categoryLabel(slug, read))
    .filter(Boolean);
}

/** Medium tags are slugs: 'sales-tax' reads 'Sales tax'. */
function categoryLabel(slug: string, read: HtmlReader): string {
  const words = read(slug).text().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function articleCategory(categories: readonly string[]): string {
  return categories[0] ?? defaultCategory;
}
