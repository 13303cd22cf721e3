/*
 * Every TanStack Query export the shell, the remotes and the packages use. Federation shares a
 * package whole, so sharing @tanstack/react-query itself ships all of it on every first visit, its
 * infinite and suspense queries, prefetch hooks and streamed queries included (the shell's shared
 * chunk was 13.5 KB gzip); this module is the one shared copy, and only what is listed here is
 * built into it (11.0 KB gzip).
 * QueryObserver and MutationObserver are here for the tests that drive the client without React;
 * useQuery and useMutation are built on them, so they cost nothing more. Register is a type, for
 * app-runtime's augmentation of the queries' meta. Add an export here before using it in an app:
 * the apps do not list @tanstack/react-query, and a direct import of it would bundle a second copy.
 */
export {
  type DehydratedState,
  dehydrate,
  hashKey,
  hydrate,
  keepPreviousData,
  MutationCache,
  MutationObserver,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  type QueryKey,
  QueryObserver,
  queryOptions,
  type Register,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
