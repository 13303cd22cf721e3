import { storageErrors } from './storage-errors.js';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// Optional BOM, XML declaration, comments, doctype and processing instructions, then the root element.
const svgRoot = /^\ufeff?\s*(?:(?:<\?[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;

/** The image type the bytes really are (magic numbers; SVG: XML whose root element is <svg>), or null. */
function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (svgRoot.test(text)) return 'image/svg+xml';
  return null;
}

const sniffable = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/**
 * An upload declared as one of these image types must hold that image: a page or a script renamed
 * to .png and sent as image/png is refused. (Hosted Storage trusts the declared type; this server
 * is stricter, so a client that skips the admin page's checks is still refused here.)
 */
export function checkImageContent(contentType: string, bytes: Uint8Array): void {
  const declared = contentType.split(';')[0]!.trim().toLowerCase();
  if (sniffable.has(declared) && sniffImageType(bytes) !== declared) throw storageErrors.contentMismatch(declared);
}
