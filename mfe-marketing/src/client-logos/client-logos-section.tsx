import { LazyPartSlot, lazyPart, NearViewport } from '@staycompliant/app-runtime';
import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { ClientLogosSkeleton } from './client-logos-skeleton';

// The listing, its storage client and the carousel load as the visitor scrolls towards the section.
const clientLogos = lazyPart({ name: 'The client logos', load: () => import('./client-logos').then((module) => module.ClientLogos) });

/** The home page's 'Clients who trust us' section: the client logos of the storage bucket. */
export function ClientLogosSection() {
  return (
    <Section aria-labelledby="client-logos-title">
      <Container>
        <SectionHeading titleId="client-logos-title" title="Clients who trust us" description="Some of the clients working with us" />
        <NearViewport placeholder={<ClientLogosSkeleton busy={false} />}>
          <LazyPartSlot part={clientLogos} placeholder={<ClientLogosSkeleton />}>
            <clientLogos.Component />
          </LazyPartSlot>
        </NearViewport>
      </Container>
    </Section>
  );
}
