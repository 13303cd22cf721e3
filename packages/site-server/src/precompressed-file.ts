import { existsSync } from 'node:fs';

const encodings = [
  { name: 'br', extension: '.br', accepted: /\bbr\b/i },
  { name: 'gzip', extension: '.gz', accepted: /\bgzip\b/i },
] as const;

export interface FileToSend {
  path: string;
  /** Content-Encoding of the file at `path`; absent for the file itself. */
  encoding?: 'br' | 'gzip';
}

/**
 * The copy of `path` the build compressed ahead (brotli first, then gzip) that the browser
 * accepts, or the file itself when there is none.
 */
export function precompressedFile(path: string, acceptEncoding: string | undefined): FileToSend {
  for (const { name, extension, accepted } of encodings) {
    if (accepted.test(acceptEncoding ?? '') && existsSync(path + extension)) return { path: path + extension, encoding: name };
  }
  return { path };
}
