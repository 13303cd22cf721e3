import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Centres content at the site's reading width with the page gutters. */
function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="container" className={cn('mx-auto w-full max-w-content px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

export { Container };
