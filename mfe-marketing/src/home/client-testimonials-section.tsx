import { HoldPressesUntilHydrated, lazyPart, whenNearViewport } from '@staycompliant/app-runtime';
import { Container, Section, SectionHeading, Skeleton } from '@staycompliant/ui';
import { homeTestimonials } from '../content/testimonials';

const titleId = 'testimonials-title';

// The server renders the carousel whole. In the browser its code (embla) loads as the visitor nears
// the section; until then React keeps the server's HTML, and a press on it waits for the carousel.
// If that code cannot load, the cards stay as the server rendered them, with a notice and Retry.
const testimonialsCarousel = lazyPart({
  name: 'The testimonials carousel',
  when: () => whenNearViewport(typeof document === 'undefined' ? null : document.getElementById(titleId)),
  load: () => import('../testimonials/testimonials-carousel').then((module) => module.TestimonialsCarousel),
});

/** Holds the carousel's place: a row of quote cards and the buttons under them. */
function TestimonialsPlaceholder() {
  return (
    <div aria-busy aria-label="Loading testimonials" role="status">
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
    <Section tone="muted" aria-labelledby={titleId}>
      <Container>
        <SectionHeading
          eyebrow="Testimonials"
          title="What Our Clients Say"
          titleId={titleId}
          description="Founders in fintech, SaaS and Web3 on what it is like to hand us their compliance."
        />
        <HoldPressesUntilHydrated part={testimonialsCarousel} fallback={<TestimonialsPlaceholder />}>
          <testimonialsCarousel.Component label="Client testimonials" testimonials={homeTestimonials} />
        </HoldPressesUntilHydrated>
      </Container>
    </Section>
  );
}
