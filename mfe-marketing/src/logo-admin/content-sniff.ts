import type { LogoFileExtension } from '../client-logos/logo-constants';

type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

const kindOfExtension: Record<LogoFileExtension, ImageKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  svg: 'svg',
};
const labels: Record<ImageKind, string> = { png: 'a PNG', jpeg: 'a JPEG', gif: 'a GIF', webp: 'a WebP', svg: 'an SVG' };

const startsWith = (bytes: Uint8Array, signature: string | readonly number[], at = 0) =>
  [...signature].every((expected, index) => bytes[at + index] === (typeof expected === 'string' ? expected.charCodeAt(0) : expected));

// Optional BOM, XML declaration, comments, doctype and processing instructions, then the root element.
const svgRoot = /^\ufeff?\s*(?:(?:<\?[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;

/** What the bytes really are: magic numbers for raster images; for SVG, XML whose root element is <svg>. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (svgRoot.test(new TextDecoder().decode(bytes))) return 'svg';
  return null;
}

/** null when the content is the image its extension says; otherwise the reason shown after 'Upload failed: '. */
export function contentRefusal(bytes: Uint8Array, extension: LogoFileExtension): string | null {
  const expected = kindOfExtension[extension];
  if (sniffImageKind(bytes) === expected) return null;
  return `the file's content is not ${labels[expected]} image, although its name ends in .${extension}. Export the logo again as a real image.`;
}
