import { RemoteModule } from '@staycompliant/app-runtime';
import type { NewsletterFormProps } from '@staycompliant/contracts';
import { Container, Section, SectionHeading, Skeleton } from '@staycompliant/ui';
import { ResourcesArticles } from './resources-articles';

/** /resources: the publication's articles and the newsletter form. */
export function ResourcesPage() {
  return (
    <>
      <Section aria-labelledby="resources-title">
        <Container>
          <SectionHeading
            as="h1"
            titleId="resources-title"
            eyebrow="Guides for founders"
            title="Resources"
            description="Plain-English articles on US incorporation, bookkeeping, taxes and crypto compliance, written by the team that files them every day."
          />
          {/* The cards' titles are h3s: an h2 between them and the page's h1 keeps the outline whole. */}
          <h2 className="sr-only">Articles</h2>
          <ResourcesArticles />
        </Container>
      </Section>
      <Section aria-labelledby="newsletter-title" tone="muted">
        <Container>
          <div className="mx-auto max-w-2xl">
            <SectionHeading
              titleId="newsletter-title"
              title="Get new guides by email"
              description="One short email when we publish: deadlines, rule changes and practical checklists. No spam, unsubscribe any time."
            />
            <RemoteModule
              remote="contact"
              module="./NewsletterForm"
              // Named by this section's heading: the footer's form is 'Subscribe to our newsletter'.
              props={{ tone: 'light', labelledBy: 'newsletter-title' } satisfies NewsletterFormProps}
              loading={
                <div role="status" aria-busy="true" aria-label="Loading the newsletter form" className="flex flex-col gap-3 sm:flex-row">
                  <Skeleton className="h-11 flex-1" />
                  <Skeleton className="h-11 w-full sm:w-36" />
                </div>
              }
            />
          </div>
        </Container>
      </Section>
    </>
  );
}
