import { getPublicStorage } from '@staycompliant/backend-client';
import { useQuery } from '@staycompliant/query';
import { arrangeForCarousel } from './logo-rules';
import { listLogoFiles } from './logo-storage';

/** Shared with the admin page, which invalidates it after an upload or a delete. */
export const clientLogosQueryKey = ['client-logos'] as const;

/**
 * The home page's logos, arranged for the carousel once per fetch (so a re-render never reshuffles).
 * `random` is injectable for tests.
 */
export function useClientLogos(random: () => number = Math.random) {
  return useQuery({
    queryKey: [...clientLogosQueryKey, 'carousel'],
    queryFn: async () => arrangeForCarousel(await listLogoFiles(await getPublicStorage()), random),
  });
}
