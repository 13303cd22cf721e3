// The collector's request handler (docs/architecture.md, "Analytics"), free of Deno APIs: index.ts gives
// it the RPC client and Deno.serve. Answers 202 with no body for a stored or a dropped signal alike, 400
// for a malformed one, 413 past 2,048 bytes, 429 over the visitor's rate, 405 for anything but POST,
// and 503 when the database cannot be reached.
import { dropReason } from './drop-reason.ts';
import { browserAndOs, campaignSource, deviceClass, referrerHost, storedPath } from './event-fields.ts';
import type { FailureLog } from './failure-log.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Rpc } from './service-rpc.ts';
import { parseSignal, readCappedBody } from './signal-body.ts';
import { clientIp, type DailySalt, siteHost, visitorKey } from './visitor-key.ts';

export interface CollectorParts {
  rpc: Rpc;
  salt: DailySalt;
  limiter: RateLimiter;
  failures: FailureLog;
}

const answer = (status: number, headers?: HeadersInit) => new Response(null, { status, headers });

export function createCollector({ rpc, salt, limiter, failures }: CollectorParts): (request: Request) => Promise<Response> {
  /** Counts a dropped signal; a failed count is reported, and the visitor's answer stays the same. */
  async function countDrop(reason: string): Promise<void> {
    await rpc('record_analytics_drop', { reason }).catch((error: unknown) => failures.record(error));
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
    const reason = dropReason(headers, signal);
    if (reason) {
      await countDrop(reason);
      return answer(202);
    }

    const userAgent = headers.get('user-agent') ?? '';
    const site = siteHost(headers);
    try {
      const key = await visitorKey(await salt.key(), site, clientIp(headers), userAgent);
      if (!limiter.allow(key)) {
        await countDrop('rate_limited');
        return answer(429, { 'retry-after': '60' });
      }
      const { browser, os } = browserAndOs(userAgent);
      await rpc('record_analytics_event', {
        visitor_key: key,
        event_name: signal.n,
        path,
        referrer_host: referrerHost(signal.r, site),
        utm_source: campaignSource(signal.u),
        browser,
        os,
        device: deviceClass(signal.w),
      });
      return answer(202);
    } catch (error) {
      failures.record(error);
      return answer(503);
    }
  };
}
