/** Business constants of the client logos (docs/product.md, "Constants" and "Validation"). */
export const logoFileExtensions = ['png', 'jpg', 'jpeg', 'svg', 'webp', 'gif'] as const;
export type LogoFileExtension = (typeof logoFileExtensions)[number];

export const logosPerSlide = 6;
export const carouselDelayMs = 3000;
export const placeholderBoxCount = 8;
export const fallbackLogoCount = 8;
export const storageListLimit = 100;
export const uploadCacheControlSeconds = 3600;
/** The bucket's own file_size_limit (supabase/migrations), checked here before sending. */
export const maxLogoBytes = 2 * 1024 * 1024;
export const maxStorageKeyLength = 200;

/**
 * The grid of one slide, and of the loading placeholder, so both line up: 2, 3 and 6 columns.
 * Ranges, not `grid-cols-2 md:grid-cols-3`: each remote ships its own utilities, and a plain
 * `.grid-cols-2` in a stylesheet loaded later (another remote's) would beat this one's `md:` rule.
 */
export const logoGridClassName = 'grid gap-4 max-md:grid-cols-2 md:max-lg:grid-cols-3 lg:grid-cols-6';
