import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a request carries is the expected one, compared with node:crypto's timingSafeEqual
 * (Node and Deno alike) over SHA-256 digests, so neither the place where they differ nor their lengths
 * show in the time taken. An empty expected secret matches nothing. Shared by the Edge Functions
 * (`_shared/` is Supabase's folder for code more than one function imports).
 */
export function sameSecret(given: string, expected: string): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
