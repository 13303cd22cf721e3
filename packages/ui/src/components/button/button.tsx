import { cva, type VariantProps } from 'class-variance-authority';
import Loader2 from 'lucide-react/icons/loader-circle';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** The variants and their defaults, also read by the stories' controls and props table. */
export const buttonVariantConfig = {
  variants: {
    variant: {
      primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
      accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
      secondary: 'bg-navy-50 text-navy-900 hover:bg-navy-100',
      outline: 'border border-navy-700 bg-transparent text-navy-900 hover:bg-navy-50',
      /** The outline button filled white: over a tinted band or a picture. */
      surface: 'border border-navy-700 bg-surface text-navy-900 hover:bg-navy-50',
      /** The outline button on a dark band. */
      inverted: 'border border-white bg-transparent text-white hover:bg-white/10',
      ghost: 'bg-transparent text-navy-900 hover:bg-navy-50',
      /** A quiet button for a destructive act among others (a row's delete). */
      'ghost-destructive': 'bg-transparent text-destructive hover:bg-destructive/10',
      /** The ghost button on a dark surface (a toast). */
      'ghost-inverted': 'bg-transparent text-background hover:bg-white/10',
      /** Looks like a link, in a button's box: it lines up with the buttons beside it. */
      link: 'text-primary underline-offset-4 hover:underline',
      destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
    },
    size: {
      sm: 'h-9 px-3 text-sm',
      md: 'h-11 px-5 text-sm',
      lg: 'h-12 px-7 text-base',
      icon: 'size-11',
    },
    shape: { control: 'rounded-control', pill: 'rounded-pill' },
  },
  defaultVariants: { variant: 'primary', size: 'md', shape: 'control' },
} as const;

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  buttonVariantConfig,
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the caller's element (a link, a router Link) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and blocks clicks; keep the label (e.g. "Submitting..."). */
    loading?: boolean;
  };

function Button({ className, variant, size, shape, asChild = false, loading = false, disabled, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, shape }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && !asChild ? (
        <>
          <Loader2 data-slot="button-spinner" aria-hidden="true" className="motion-safe:animate-spin" />
          {children}
        </>
      ) : (
        children
      )}
    </Comp>
  );
}

export { Button };
