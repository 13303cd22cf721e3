import { htmlToText } from './html-to-text';

export const defaultCategory = 'Article';

/** The feed's categories (rss2json's `categories`, or a single `category`), as plain labels. */
export function articleCategories(categories: unknown, category: unknown): string[] {
  const values = Array.isArray(categories) ? categories : [category];
  return values
    .filter((value): value is string => typeof value === 'string')
    .map(categoryLabel)
    .filter(Boolean);
}

/** Medium tags are slugs: 'sales-tax' reads 'Sales tax'. */
function categoryLabel(slug: string): string {
  const words = htmlToText(slug).replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function articleCategory(categories: readonly string[]): string {
  return categories[0] ?? defaultCategory;
}
