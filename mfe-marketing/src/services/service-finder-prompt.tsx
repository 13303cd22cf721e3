import { openContactDialog } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import { Button, Container, ExternalLink, icons } from '@staycompliant/ui';

/** 'Not sure which service you need?': book a free call, or describe the situation in the contact dialog. */
export function ServiceFinderPrompt() {
  return (
    <section aria-labelledby="service-finder-title">
      <Container className="pb-section-sm md:pb-section">
        <div className="grid items-center gap-6 rounded-card border border-accent/40 bg-accent-soft p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div className="max-w-2xl">
            <h2 id="service-finder-title" className="text-2xl font-bold text-navy-900 md:text-3xl">
              Not sure which service you need?
            </h2>
            <p className="mt-3 text-lg text-pretty text-navy-800">
              Most founders need two or three of these at once. In a free consultation we look at your entity, your investors and where you
              operate, then tell you exactly what to file and when.
            </p>
          </div>
          <div className="grid gap-3 sm:grid-flow-col sm:justify-start lg:grid-flow-row xl:grid-flow-col">
            <Button asChild size="lg">
              <ExternalLink href={siteConfig.consultationUrl} look="bare">
                <icons.Calendar aria-hidden="true" />
                Book a free consultation
              </ExternalLink>
            </Button>
            <Button variant="surface" size="lg" onClick={() => openContactDialog()}>
              Ask us a question
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
