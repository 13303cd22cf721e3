// The collector's request handler (docs/architecture/analytics.md, "Analytics"), free of Deno APIs: index.ts gives
// it the service client and Deno.serve. Answers 202 with no body for a stored or a dropped signal alike, 400
// for a malformed one (or headers the database cannot key a visitor from), 403 for a host that is not the site's or a wrong site-server secret, 413 past
// 2,048 bytes, 429 over the client's rate, 405 for anything but POST, and 503 when the database cannot be
// reached. Every refusal comes before any database work, the rate limit included.
import { parseSignal } from '../../../packages/contracts/src/schemas/signal-schema.ts';
import type { ServiceClient } from '../_shared/service-client.ts';
import { type DropReason, dropReason } from './drop-reason.ts';
import { browserAndOs, campaignSource, deviceClass, referrerHost, storedPath } from './event-fields.ts';
import type { FailureLog } from './failure-log.ts';
import { addressHeaders, limitAddress } from './limit-address.ts';
import type { LimitKey } from './limit-key.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { readCappedBody } from './signal-body.ts';
import { siteHost } from './site-hosts.ts';

export interface CollectorParts {
  /** The database's service-role RPCs; record_analytics_event keys the visitor (analytics.visitor_key). */
  db: ServiceClient;
  /** Signals per visitor (site, client address, user agent) and minute. */
  limiter: RateLimiter;
  /** Signals per client address and minute, whatever the user agent: the bound on one client's flood. */
  addressLimiter: RateLimiter;
  limitKey: LimitKey;
  /** The hosts a signal's Origin may name. */
  siteHosts: ReadonlySet<string>;
  /** The site server's shared secret (SITE_PROXY_SECRET); empty: no request is vouched for. */
  siteProxySecret: string;
  failures: FailureLog;
}

const answer = (status: number, headers?: HeadersInit) => new Response(null, { status, headers });

export function createCollector(parts: CollectorParts): (request: Request) => Promise<Response> {
  const { db, limiter, addressLimiter, limitKey, siteHosts, siteProxySecret, failures } = parts;

  /** Counts a dropped signal; a failed count is reported, and the visitor's answer stays the same. */
  async function countDrop(reason: DropReason): Promise<void> {
    await db
      .rpc('record_analytics_drop', { reason })
      .throwOnError()
      .then(
        () => undefined,
        (error: unknown) => failures.record(error),
      );
  }

  return async (request) => {
    if (request.method !== 'POST') {
      await request.body?.cancel().catch(() => {});
      return answer(405, { allow: 'POST' });
    }
    const body = await readCappedBody(request);
    if (body.kind === 'too-large') return answer(413);
    const signal = body.kind === 'text' ? parseSignal(body.text) : undefined;
    const path = signal && storedPath(signal.u);
    if (!signal || path === undefined) return answer(400);

    const headers = request.headers;
    const site = siteHost(headers);
    if (!siteHosts.has(site)) return answer(403);
    const client = limitAddress(headers, siteProxySecret);
    if ('refused' in client) return answer(client.refused);

    // Dropped signals count too: each would cost a database write.
    const userAgent = headers.get('user-agent') ?? '';
    const byAddress = addressLimiter.attempt(await limitKey(`address\n${client.address}`));
    const byVisitor =
      byAddress === 'allowed' ? limiter.attempt(await limitKey(`visitor\n${site}\n${client.address}\n${userAgent}`)) : byAddress;
    if (byAddress !== 'allowed' || byVisitor !== 'allowed') {
      // One rate_limited count per client and minute: a flood costs one write.
      if (byAddress === 'first-refusal' || byVisitor === 'first-refusal') await countDrop('rate_limited');
      return answer(429, { 'retry-after': '60' });
    }

    const reason = dropReason(headers, signal);
    if (reason) {
      await countDrop(reason);
      return answer(202);
    }

    try {
      const { browser, os } = browserAndOs(userAgent);
      // The database decides the client address and keys the visitor from these headers
      // (flood_limit.client_address_of, analytics.visitor_key), as it keys an enquiry.
      await db
        .rpc('record_analytics_event', {
          request_headers: addressHeaders(headers),
          event_name: signal.n,
          path,
          device: deviceClass(signal.w),
          referrer_host: referrerHost(signal.r, site) ?? undefined,
          utm_source: campaignSource(signal.u) ?? undefined,
          browser: browser ?? undefined,
          os: os ?? undefined,
        })
        .throwOnError();
      return answer(202);
    } catch (error) {
      // The database's refusals of the headers it keys from: a wrong site-server secret, a vouched value
      // that is not an address, no address at all (flood_limit.client_address_of).
      const code = (error as { code?: unknown }).code;
      if (code === 'PT403') return answer(403);
      if (code === '22023') return answer(400);
      failures.record(error);
      return answer(503);
    }
  };
}
