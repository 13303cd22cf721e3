import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/*
 * A band off screen is neither styled nor laid out until the visitor scrolls near it
 * (content-visibility: auto); on a phone that is most of the page. It keeps its last rendered
 * height, and a band never rendered counts as 40rem tall.
 */
const offScreenBandsSkipRendering = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

/** The variants and their defaults, also read by the stories' controls and props table. */
export const sectionVariantConfig = {
  variants: {
    tone: {
      default: 'bg-background text-foreground',
      muted: 'bg-muted text-foreground',
      navy: 'bg-navy-900 text-white',
    },
    spacing: {
      default: 'py-section-sm md:py-section',
      compact: 'py-10 md:py-14',
      none: '',
    },
  },
  defaultVariants: { tone: 'default', spacing: 'default' },
} as const;

export const sectionVariants = cva(`w-full ${offScreenBandsSkipRendering}`, sectionVariantConfig);

export type SectionProps = React.ComponentProps<'section'> & VariantProps<typeof sectionVariants>;

/** A full-width page band; put a Container inside it. Give it aria-labelledby its heading's id. */
function Section({ className, tone, spacing, ...props }: SectionProps) {
  return (
    <section data-slot="section" data-tone={tone ?? 'default'} className={cn(sectionVariants({ tone, spacing }), className)} {...props} />
  );
}

export { Section };
