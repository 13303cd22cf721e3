import type * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * A grey placeholder shape; mark the loading region itself with aria-busy and a label. It pulses only
 * inside such a region: a placeholder for a part that is not loading yet (not scrolled near) is still.
 */
function Skeleton({ className, tone = 'light', ...props }: React.ComponentProps<'div'> & { tone?: 'light' | 'inverted' }) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        'rounded-control motion-safe:in-aria-busy:animate-pulse',
        // `inverted` on a dark band, where the light grey would glare.
        tone === 'inverted' ? 'bg-white/10' : 'bg-navy-100',
        className,
      )}
      {...props}
    />
  );
}

export { Skeleton };
