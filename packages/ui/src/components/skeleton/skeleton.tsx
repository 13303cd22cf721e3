import type * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * A grey placeholder shape; mark the loading region itself with aria-busy and a label. It pulses only
 * inside such a region: a placeholder for a part that is not loading yet (not scrolled near) is still.
 */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('rounded-control bg-navy-100 motion-safe:in-aria-busy:animate-pulse', className)}
      {...props}
    />
  );
}

export { Skeleton };
