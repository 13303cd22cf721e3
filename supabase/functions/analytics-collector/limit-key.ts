// The rate limiters' keys: an HMAC under a key this instance draws at random and never shares, so the
// limiters' memory holds no address or user agent, and the keys need no database (docs/architecture/analytics.md,
// "Analytics"). Web Crypto only, so it runs on Deno and under Node alike.

export type LimitKey = (text: string) => Promise<string>;

export function limitKeys(): LimitKey {
  const key = crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async (text) => {
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(text)));
    return Array.from(signature.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}
