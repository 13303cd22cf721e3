import { ClientLogosCarousel } from './client-logos-carousel';
import { ClientLogosSkeleton } from './client-logos-skeleton';
import { fallbackLogos } from './logo-rules';
import { logoBucketPublicPath } from './logo-storage';
import { useClientLogos } from './use-client-logos';

/** The bucket's logos in the carousel, its skeleton while they list, or the placeholders if that fails. */
export function ClientLogos() {
  const { data: logos, isPending, isError } = useClientLogos();
  if (isPending) return <ClientLogosSkeleton />;
  // A failed listing is not the visitor's problem: the placeholder list stands in (docs/product.md, "Messages").
  if (isError) return <ClientLogosCarousel logos={fallbackLogos(logoBucketPublicPath)} namesWhenMissing />;
  if (logos.length === 0) return <p className="text-center text-muted-foreground">No client logos available</p>;
  return <ClientLogosCarousel logos={logos} />;
}
