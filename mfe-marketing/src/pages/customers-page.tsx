import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { clientStories } from '../content/client-stories';
import { customerTestimonials } from '../content/testimonials';
import { ClientStoryCard } from '../customers/client-story-card';
import { ConsultationBand } from '../shared/consultation-band';
import { TestimonialsCarousel } from '../testimonials/testimonials-carousel';

export function CustomersPage() {
  return (
    <>
      <section aria-labelledby="customers-title" className="bg-linear-to-b from-navy-50 to-background">
        <Container className="py-12 md:py-20">
          <SectionHeading
            as="h1"
            eyebrow="Customers"
            title="Client success stories"
            titleId="customers-title"
            description="Founders in fintech, Web3 and SaaS on how they set up, cleaned up and stayed compliant with us."
            flush
          />
        </Container>
      </section>
      <Section spacing="none" className="pb-section-sm md:pb-section" aria-labelledby="stories-title">
        <Container>
          <h2 id="stories-title" className="sr-only">
            Video stories
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {clientStories.map((story, index) => (
              <li key={story.id}>
                <ClientStoryCard story={story} imagePriority={index === 0} />
              </li>
            ))}
          </ul>
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby="customer-quotes-title">
        <Container className="max-w-4xl">
          <SectionHeading eyebrow="In their words" title="What founders tell us" titleId="customer-quotes-title" />
          <TestimonialsCarousel label="Founder testimonials" testimonials={customerTestimonials} slideClassName="basis-full" />
        </Container>
      </Section>
      <ConsultationBand
        title="Your company could be the next story"
        description="Book a free consultation and find out what it takes to get your US company fully compliant."
      />
    </>
  );
}
