import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { homeTestimonials } from '../content/testimonials';
import { TestimonialsCarousel } from '../testimonials/testimonials-carousel';

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
        <TestimonialsCarousel label="Client testimonials" testimonials={homeTestimonials} />
      </Container>
    </Section>
  );
}
