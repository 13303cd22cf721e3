// How a failed send is read: no mail server answered, or one answered with a refusal. Pure and free of
// Deno APIs.

// nodemailer's codes for a connection that failed or broke, and Node's for a socket that never opened.
const unreachableCodes = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether a failed send found no mail server (refused connection, timeout, DNS, a dropped socket)
 * rather than one that answered with a refusal: an SMTP reply (4xx, 5xx) carries `responseCode`. The
 * queue probes an unreachable server instead of counting every try (docs/architecture/enquiry-alert.md, "The enquiry alert").
 */
export function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return typeof responseCode !== 'number' && typeof code === 'string' && unreachableCodes.has(code);
}
