import type * as React from 'react';
import { cn } from '../../lib/cn';

export const controlClassName =
  'w-full min-w-0 rounded-control border border-input bg-surface px-3 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive aria-invalid:ring-destructive/20';

function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(controlClassName, 'h-11', className)} {...props} />;
}

export { Input };
