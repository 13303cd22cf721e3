import { cn } from '@staycompliant/ui';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from '@staycompliant/ui/carousel';
import type { Testimonial } from '../content/testimonials';
import { TestimonialCard } from './testimonial-card';

export interface TestimonialsCarouselProps {
  /** The carousel region's accessible name. */
  label: string;
  testimonials: readonly Testimonial[];
  /** Slide width classes; the default shows 1, 2 or 3 quotes by screen width. */
  slideClassName?: string;
}

/** A looping, centred carousel of quotes: prev/next buttons, and ←/→ once it has focus. No autoplay. */
export function TestimonialsCarousel({ label, testimonials, slideClassName = 'md:basis-1/2 lg:basis-1/3' }: TestimonialsCarouselProps) {
  return (
    <Carousel
      label={label}
      // Focusable so the arrow keys work without first tabbing to a button inside.
      tabIndex={0}
      className="rounded-card outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-4"
    >
      <CarouselContent className="py-2">
        {testimonials.map((testimonial, index) => (
          <CarouselItem
            key={`${testimonial.author}-${testimonial.company}`}
            aria-label={`${index + 1} of ${testimonials.length}`}
            className={cn(slideClassName)}
          >
            <TestimonialCard testimonial={testimonial} />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-6 flex items-center justify-center gap-3">
        <CarouselPrevious label="Previous testimonial" />
        <CarouselNext label="Next testimonial" />
      </div>
    </Carousel>
  );
}
