// The visitor key (docs/architecture.md, "Analytics"): hex(HMAC-SHA256(today's salt, site + "\n" + ip +
// "\n" + user agent)), as the database's enquiry trigger computes it too. The IP and the user agent go
// into the hash and nowhere else. Web Crypto only, so it runs on Deno and under Node alike.

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

function bytesOfHex(text: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(text)) throw new Error('the salt is not hex');
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** 32 random bytes as 64 hex characters: the salt this instance offers when the day has none yet. */
export function saltCandidate(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

export function hmacKeyOfSalt(saltHex: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', bytesOfHex(saltHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** `site`: the host the visitor used; `ip`: the trusted client address (client-address.ts). */
export async function visitorKey(salt: CryptoKey, site: string, ip: string, userAgent: string): Promise<string> {
  const message = new TextEncoder().encode(`${site}\n${ip}\n${userAgent}`);
  return hex(await crypto.subtle.sign('HMAC', salt, message));
}

export interface DailySaltOptions {
  /** Calls analytics_daily_salt(candidate): stores the candidate if the day has no salt, returns the day's salt. */
  fetchSalt: (candidate: string) => Promise<string>;
  now?: () => number;
  /**
   * The longest a salt is used without asking again, also within one day: the database's clock decides
   * the day, and one a little behind this instance's at midnight would otherwise leave yesterday's salt
   * in use until the next midnight.
   */
  maxAgeMs?: number;
}

/**
 * Today's salt as an HMAC key, asked of the database once per UTC day (and at most every `maxAgeMs`).
 * Callers at the same moment share one request; a failed first request is not kept, the next caller asks again.
 */
export class DailySalt {
  private cached: { day: string; fetchedAt: number; key: Promise<CryptoKey> } | undefined;
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor(private readonly options: DailySaltOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  key(): Promise<CryptoKey> {
    const now = this.now();
    const day = new Date(now).toISOString().slice(0, 10);
    const cached = this.cached;
    if (cached && cached.day === day && now - cached.fetchedAt < this.maxAgeMs) return cached.key;
    // Within the day, a failed refresh keeps the salt already in use.
    const previous = cached?.day === day ? cached.key : undefined;
    const key = this.options
      .fetchSalt(saltCandidate())
      .then(hmacKeyOfSalt)
      .catch((error: unknown) => {
        if (previous) return previous;
        throw error;
      });
    const entry = { day, fetchedAt: now, key };
    this.cached = entry;
    key.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return key;
  }
}
