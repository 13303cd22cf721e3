import { fallbackLogoCount, logoFileExtensions, logosPerSlide } from './logo-constants';

/** A logo file in the bucket: its file name and public URL. */
export interface LogoItem {
  name: string;
  url: string;
}

/** The part of a storage list entry the rules read; folders come back with `id: null`. */
export interface StorageListEntry {
  name: string;
  id: string | null;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function hasLogoExtension(name: string): boolean {
  return (logoFileExtensions as readonly string[]).includes(fileExtension(name));
}

/** The image files of a listing, folders and other files left out, each with its public URL. */
export function logoItemsFromListing(entries: readonly StorageListEntry[], publicUrlOf: (name: string) => string): LogoItem[] {
  return entries.filter((entry) => entry.id !== null && hasLogoExtension(entry.name)).map(({ name }) => ({ name, url: publicUrlOf(name) }));
}

/** Repeats the list, in order, until it holds at least `minimum` items; an empty list stays empty. */
export function repeatToAtLeast<T>(items: readonly T[], minimum: number): T[] {
  if (items.length === 0) return [];
  const repeated = [...items];
  while (repeated.length < minimum) repeated.push(...items);
  return repeated;
}

/** Fisher–Yates with an injected source of numbers in [0, 1), so tests can seed it. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}

/** Fewer than a slide's worth of logos are repeated to fill one, then the whole list is shuffled. */
export function arrangeForCarousel(logos: readonly LogoItem[], random: () => number): LogoItem[] {
  if (logos.length >= logosPerSlide) return [...logos];
  return shuffle(repeatToAtLeast(logos, logosPerSlide), random);
}

export function groupIntoSlides<T>(items: readonly T[], size: number = logosPerSlide): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

/** 'Client logo N', N counted from 1 across the whole carousel. */
export function logoAltText(index: number): string {
  return `Client logo ${index + 1}`;
}

/** Shown when the listing fails (docs/product.md, "Messages"): 'Partner 1' … 'Partner 8' at `{public path}/{n}.png`. */
export function fallbackLogos(bucketPublicPath: string): LogoItem[] {
  const base = bucketPublicPath.replace(/\/+$/, '');
  return Array.from({ length: fallbackLogoCount }, (_, index) => ({ name: `Partner ${index + 1}`, url: `${base}/${index + 1}.png` }));
}

/** The bucket's public path on a Supabase backend, without loading the client. */
export function bucketPublicPath(backendUrl: string, bucket: string): string {
  return `${backendUrl.replace(/\/+$/, '')}/storage/v1/object/public/${encodeURIComponent(bucket)}`;
}
