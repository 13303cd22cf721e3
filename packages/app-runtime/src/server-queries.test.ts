import { hydrate } from '@staycompliant/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, dataFreshMs } from './query-client';
import { fillQueryOnServer, serverRenderedQueries } from './server-queries';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

const articlesKey = ['feed-articles'] as const;
const fetchedAt = new Date('2026-11-20T11:58:00Z').getTime();

describe('fillQueryOnServer', () => {
  it('puts the answer in the query client, dated when it was fetched, and the page hands it to the browser until it goes stale', async () => {
    const client = createQueryClient();
    await fillQueryOnServer(client, articlesKey, async () => ({ data: ['first'], updatedAt: fetchedAt }), 1000);
    expect(client.getQueryState(articlesKey)).toMatchObject({ data: ['first'], dataUpdatedAt: fetchedAt, status: 'success' });

    const rendered = serverRenderedQueries(client);
    expect(rendered).toMatchObject({ complete: true, freshUntil: fetchedAt + dataFreshMs });
    const browser = createQueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(rendered.state)));
    expect(browser.getQueryState(articlesKey)).toMatchObject({ data: ['first'], dataUpdatedAt: fetchedAt, status: 'success' });
  });

  it('gives the same promise for the same client and key, and loads once', () => {
    const client = createQueryClient();
    const load = vi.fn(async () => ({ data: 1, updatedAt: fetchedAt }));
    const first = fillQueryOnServer(client, articlesKey, load, 1000);
    expect(fillQueryOnServer(client, ['feed-articles'], load, 1000)).toBe(first);
    expect(fillQueryOnServer(createQueryClient(), articlesKey, load, 1000)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after waitMs: the page renders without the data and is not complete', async () => {
    const client = createQueryClient();
    let answered = false;
    const slow = () =>
      new Promise<{ data: string; updatedAt: number }>((resolve) =>
        setTimeout(() => resolve({ data: 'late', updatedAt: Date.now() }), 1500),
      ).finally(() => (answered = true));
    const wait = fillQueryOnServer(client, articlesKey, slow, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await wait;
    expect(answered).toBe(false);
    expect(client.getQueryData(articlesKey)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    // What comes late is not this render's.
    expect(client.getQueryData(articlesKey)).toBeUndefined();
    expect(serverRenderedQueries(client)).toMatchObject({ complete: false, freshUntil: undefined, state: { queries: [] } });
  });

  it('a load that fails or has no answer leaves the page without the data, not complete', async () => {
    for (const load of [() => Promise.reject(new Error('down')), async () => undefined]) {
      const client = createQueryClient();
      await fillQueryOnServer(client, articlesKey, load, 1000);
      expect(serverRenderedQueries(client)).toMatchObject({ complete: false, state: { queries: [] } });
    }
  });
});

describe('serverRenderedQueries', () => {
  it('a page that read nothing is complete and fresh for ever', () => {
    expect(serverRenderedQueries(createQueryClient())).toMatchObject({ complete: true, freshUntil: undefined, state: { queries: [] } });
  });

  it("is fresh until the first of its data goes stale, by each query's own staleTime", async () => {
    const client = createQueryClient();
    client.setQueryDefaults(['logos'], { staleTime: 60_000 });
    await fillQueryOnServer(client, articlesKey, async () => ({ data: 1, updatedAt: fetchedAt }), 1000);
    await fillQueryOnServer(client, ['logos'], async () => ({ data: 2, updatedAt: fetchedAt + 30_000 }), 1000);
    expect(serverRenderedQueries(client).freshUntil).toBe(fetchedAt + 90_000);
  });
});
