import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

const cardVariants = cva('flex flex-col rounded-card border border-border text-foreground shadow-card', {
  variants: {
    /** `none` for a card whose picture runs to its edges; `responsive` is tighter on a phone. */
    padding: { md: 'p-6', responsive: 'p-5 sm:p-6', none: '' },
    gap: { 4: 'gap-4', 5: 'gap-5', 6: 'gap-6' },
    tone: { surface: 'bg-surface', muted: 'bg-navy-50/60' },
  },
  defaultVariants: { padding: 'md', gap: 4, tone: 'surface' },
});

type CardProps = React.ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Renders the caller's element (an `<article>`, an `<li>`) with the card's look. */
    asChild?: boolean;
  };

function Card({ className, asChild = false, padding, gap, tone, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="card" className={cn(cardVariants({ padding, gap, tone }), className)} {...props} />;
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-2', className)} {...props} />;
}

/** `size="sm"` for a title in a small card or a side panel. */
function CardTitle({ className, size = 'md', ...props }: React.ComponentProps<'h3'> & { size?: 'sm' | 'md' }) {
  return (
    <h3 data-slot="card-title" className={cn(size === 'sm' ? 'text-lg' : 'text-xl', 'font-semibold text-navy-900', className)} {...props} />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-muted-foreground', className)} {...props} />;
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex-1', className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('mt-auto flex items-center gap-3', className)} {...props} />;
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
