import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { demoKeys } from '@staycompliant/dev-backend/testing';
import { backendUrl, sitePort } from '@staycompliant/local-ports';
import { expect } from '../support/fixtures';
import { operator } from '../support/operator-sign-in';

/**
 * POST /api/signal as the tracker on the site's pages sends it: text/plain, with the site's Origin, which
 * the collector requires and the database keys the visitor by (docs/architecture/analytics.md, "Analytics").
 */
export function postSignal(request: APIRequestContext, data: string, headers: Record<string, string> = {}) {
  return request.post('/api/signal', {
    headers: { 'content-type': 'text/plain', origin: `http://127.0.0.1:${sitePort()}`, ...headers },
    data,
  });
}

/** How often the test backend refreshes the rollups (ANALYTICS_ROLLUP_MS, as e2e/serve-for-tests.mjs sets it). */
const rollupMs = Number(process.env.ANALYTICS_ROLLUP_MS ?? 500);
/** The longest a stored event may take to show in the rollups: a cycle, the refresh's own run and the reads, on a loaded machine. */
export const inRollupsWithinMs = rollupMs + 4_000;

/** Today's values of one breakdown, polled until they hold `value` (the rollups have caught up with it). */
export async function waitForBreakdownValue(
  request: APIRequestContext,
  token: string,
  dimension: string,
  value: string,
): Promise<string[]> {
  let values: string[] = [];
  await expect
    .poll(
      async () => {
        values = (await breakdownToday(request, token, dimension)).map((row) => row.value);
        return values;
      },
      { timeout: inRollupsWithinMs, intervals: [250] },
    )
    .toContain(value);
  return values;
}

/** A user agent of a real Chrome on Windows, made unique so this visitor's daily key is its own. */
export function visitorUserAgent(tag: string): string {
  return `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${tag.length}.${Date.now() % 100000} Safari/537.36`;
}

/**
 * A browser as a person drives it: Playwright's Chromium says navigator.webdriver, which the tracker
 * reports and the collector drops, as it should for any automated browser.
 */
export async function personContext(browser: Browser, options: { userAgent: string; gpc?: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent: options.userAgent,
    ...(options.gpc && { extraHTTPHeaders: { 'Sec-GPC': '1' } }),
  });
  await context.addInitScript((gpc) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
    if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  }, options.gpc === true);
  return context;
}

/** Every POST the page makes to the collector's path. */
export function recordSignals(page: Page): Array<Record<string, unknown>> {
  const signals: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/signal' && request.method() === 'POST')
      signals.push(JSON.parse(request.postData() ?? '{}'));
  });
  return signals;
}

/** An admin's access token, signed in over HTTP as the operator pages do. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { anonKey } = demoKeys();
  const response = await request.post(`${backendUrl()}/auth/v1/token?grant_type=password`, {
    headers: { apikey: anonKey },
    data: { email: operator.email, password: operator.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls one of the dashboard's RPCs as the admin. */
export async function adminRpc<Row>(request: APIRequestContext, token: string, name: string, args: Record<string, unknown>): Promise<Row> {
  const response = await request.post(`${backendUrl()}/rest/v1/rpc/${name}`, {
    headers: { apikey: demoKeys().anonKey, Authorization: `Bearer ${token}` },
    data: args,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Row;
}

/** Today, UTC, as the dashboard's half-open range. */
export function todayRange() {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  return { range_start: start.toISOString(), range_end: new Date(start.getTime() + 86_400_000).toISOString() };
}

export interface BreakdownRow {
  value: string;
  visitors: number;
  pageviews: number;
}

/** Today's rows of one breakdown (page, referrer, utm_source, …), up to 1,000. */
export async function breakdownToday(request: APIRequestContext, token: string, dimension: string): Promise<BreakdownRow[]> {
  return adminRpc<BreakdownRow[]>(request, token, 'analytics_breakdown', { ...todayRange(), dimension, row_limit: 1000 });
}

/** Today's drops by reason. */
export async function dropsToday(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const rows = await adminRpc<Array<{ reason: string; dropped: number }>>(request, token, 'analytics_drops', todayRange());
  return Object.fromEntries(rows.map((row) => [row.reason, Number(row.dropped)]));
}
