import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** The variants and their defaults, also read by the stories' controls and props table. */
export const badgeVariantConfig = {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-navy-50 text-navy-800',
      accent: 'border-transparent bg-accent-soft text-navy-900',
      outline: 'border-navy-200 bg-surface text-navy-900',
      success: 'border-transparent bg-success text-success-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
    },
    size: {
      sm: 'px-2.5 py-0.5 text-xs',
      lg: 'px-4 py-2 text-sm',
    },
  },
  defaultVariants: { variant: 'default', size: 'sm' },
} as const;

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1.5 rounded-pill border font-medium whitespace-nowrap [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-3.5",
  badgeVariantConfig,
);

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

function Badge({ className, variant, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}

/** A larger outlined badge with an icon, e.g. the hero's service pills. */
function Pill({ className, variant = 'outline', size = 'lg', ...props }: BadgeProps) {
  return <Badge data-slot="pill" variant={variant} size={size} className={cn('shadow-card', className)} {...props} />;
}

export { Badge, Pill };
