import { NearViewport } from '@staycompliant/app-runtime';
import { Container, Section, SectionHeading, Skeleton } from '@staycompliant/ui';
import { lazy, Suspense } from 'react';
import { homeTestimonials } from '../content/testimonials';

// The carousel (embla) loads as the visitor scrolls towards the section.
const TestimonialsCarousel = lazy(() => import('../testimonials/testimonials-carousel').then((module) => ({ default: module.TestimonialsCarousel })));

/** Holds the carousel's place: a row of quote cards and the buttons under them. */
function TestimonialsPlaceholder({ busy }: { busy: boolean }) {
  return (
    <div aria-busy={busy || undefined} aria-label={busy ? 'Loading testimonials' : undefined} role={busy ? 'status' : undefined}>
      <div className="grid gap-4 py-2 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className={`h-72 w-full rounded-card ${card === 0 ? '' : card === 1 ? 'max-md:hidden' : 'max-lg:hidden'}`} />
        ))}
      </div>
      <div className="mt-6 h-11" />
    </div>
  );
}

export function ClientTestimonialsSection() {
  return (
    <Section tone="muted" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeading
          eyebrow="Testimonials"
          title="What Our Clients Say"
          titleId="testimonials-title"
          description="Founders in fintech, SaaS and Web3 on what it is like to hand us their compliance."
        />
        <NearViewport placeholder={<TestimonialsPlaceholder busy={false} />}>
          <Suspense fallback={<TestimonialsPlaceholder busy />}>
            <TestimonialsCarousel label="Client testimonials" testimonials={homeTestimonials} />
          </Suspense>
        </NearViewport>
      </Container>
    </Section>
  );
}
