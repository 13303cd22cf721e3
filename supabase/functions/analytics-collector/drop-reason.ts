// Why a signal is counted and not stored (docs/product.md, "Analytics"). Pure and free of Deno APIs.
import { isbot } from 'isbot';
import type { Enums } from '../../../packages/contracts/src/database.types.ts';
import type { Signal } from '../../../packages/contracts/src/schemas/signal-schema.ts';

/** The database's enum (analytics_drop_reason), as the generated types carry it. */
export type DropReason = Enums<'analytics_drop_reason'>;

/**
 * isbot's list (maintained upstream) already names headless browsers; HeadlessChrome is also checked
 * here by name, since the must-show drops it whatever a later version of the list holds.
 */
export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || /HeadlessChrome/i.test(userAgent) || isbot(userAgent);
}

/**
 * The reason to drop a signal, or undefined to store it. The visitor's own privacy signals come first,
 * so nothing else of such a request is looked at: Sec-GPC: 1, then DNT: 1; then bots (the user agent,
 * or navigator.webdriver as the tracker reports it); then an operator signed in on the browser.
 */
export function dropReason(headers: Headers, signal: Pick<Signal, 'b' | 'o'>): Exclude<DropReason, 'rate_limited'> | undefined {
  if (headers.get('sec-gpc')?.trim() === '1') return 'gpc';
  if (headers.get('dnt')?.trim() === '1') return 'dnt';
  if (signal.b === 1 || isBotUserAgent(headers.get('user-agent') ?? '')) return 'bot';
  if (signal.o === 1) return 'operator';
  return undefined;
}
