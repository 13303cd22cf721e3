import { Card, icons } from '@staycompliant/ui';
import type { Testimonial } from '../content/testimonials';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card asChild gap={6} className="h-full justify-between">
      <figure>
        <icons.Quote aria-hidden="true" className="size-8 text-accent" />
        <blockquote className="flex-1 text-lg leading-relaxed text-foreground">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="border-t border-border pt-4">
          <p className="font-semibold text-navy-900">{testimonial.author}</p>
          <p className="text-sm text-muted-foreground">
            {testimonial.position}, {testimonial.company}
          </p>
        </figcaption>
      </figure>
    </Card>
  );
}
