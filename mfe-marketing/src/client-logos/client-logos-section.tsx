import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { ClientLogosCarousel } from './client-logos-carousel';
import { ClientLogosSkeleton } from './client-logos-skeleton';
import { fallbackLogos } from './logo-rules';
import { logoBucketPublicPath } from './logo-storage';
import { useClientLogos } from './use-client-logos';

/** The home page's 'Clients who trust us' section: the client logos of the storage bucket. */
export function ClientLogosSection() {
  return (
    <Section aria-labelledby="client-logos-title">
      <Container>
        <SectionHeading titleId="client-logos-title" title="Clients who trust us" description="Some of the clients working with us" />
        <ClientLogos />
      </Container>
    </Section>
  );
}

function ClientLogos() {
  const { data: logos, isPending, isError } = useClientLogos();
  if (isPending) return <ClientLogosSkeleton />;
  // A failed listing is not the visitor's problem: the spec's placeholder list stands in (site-spec 8).
  if (isError) return <ClientLogosCarousel logos={fallbackLogos(logoBucketPublicPath)} namesWhenMissing />;
  if (logos.length === 0) return <p className="text-center text-muted-foreground">No client logos available</p>;
  return <ClientLogosCarousel logos={logos} />;
}
