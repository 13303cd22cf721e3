import * as React from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder shape; mark the loading region itself with aria-busy and a label. */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('rounded-control bg-navy-100 motion-safe:animate-pulse', className)} {...props} />;
}

export { Skeleton };
