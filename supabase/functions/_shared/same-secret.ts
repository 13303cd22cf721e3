/**
 * Whether a secret a request carries is the expected one, compared in time that does not depend on
 * where they differ (both are hashed first). An empty expected secret matches nothing. Shared by the
 * Edge Functions (`_shared/` is Supabase's folder for code more than one function imports).
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  if (!expected) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all(
    [given, expected].map(async (value) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)))),
  );
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}
