import { maxStorageKeyLength } from '../client-logos/logo-constants';

export type StorageKeyResult = { ok: true; key: string } | { ok: false; reason: string };

/**
 * The storage key for an uploaded file: the file's own name in a safe charset (letters, digits,
 * '.', '-', '_'), accents dropped and other characters turned into '-'. Names that carry a path or
 * end up empty or too long are refused: the operator sees the key before uploading.
 */
export function toStorageKey(fileName: string): StorageKeyResult {
  const name = fileName.trim();
  if (!name) return { ok: false, reason: 'the file has no name.' };
  // Browsers never put a path in File.name; anything else that does is refused, not guessed at.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[/\\]/.test(name) || /[\u0000-\u001f\u007f]/.test(name)) {
    return { ok: false, reason: 'the file name must be a plain name, without folders or control characters.' };
  }
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const base = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[.\-_]+|[.\-_]+$/g, '');
  if (!base) return { ok: false, reason: 'rename the file so that its name has letters or digits before the extension.' };
  const key = extension ? `${base}.${extension}` : base;
  if (key.length > maxStorageKeyLength) {
    return { ok: false, reason: `the file name is longer than ${maxStorageKeyLength} characters. Rename the file and try again.` };
  }
  return { ok: true, key };
}
