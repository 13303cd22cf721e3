import { NearViewport } from '@staycompliant/app-runtime';
import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { lazy, Suspense } from 'react';
import { ClientLogosSkeleton } from './client-logos-skeleton';

// The listing, its storage client and the carousel load as the visitor scrolls towards the section.
const ClientLogos = lazy(() => import('./client-logos').then((module) => ({ default: module.ClientLogos })));

/** The home page's 'Clients who trust us' section: the client logos of the storage bucket. */
export function ClientLogosSection() {
  return (
    <Section aria-labelledby="client-logos-title">
      <Container>
        <SectionHeading titleId="client-logos-title" title="Clients who trust us" description="Some of the clients working with us" />
        <NearViewport placeholder={<ClientLogosSkeleton busy={false} />}>
          <Suspense fallback={<ClientLogosSkeleton />}>
            <ClientLogos />
          </Suspense>
        </NearViewport>
      </Container>
    </Section>
  );
}
