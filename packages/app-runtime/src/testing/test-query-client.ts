import type { QueryClient } from '@staycompliant/query';
import { createQueryClient } from '../query-client';

/**
 * For component tests: the site's query client (its requests' `meta.onFailure`, its freshness),
 * without the default retries, so a failure shows at once. A query that sets its own `retry` keeps it.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}
