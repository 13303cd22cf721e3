import type * as React from 'react';
import { cn } from '../../lib/cn';
import { controlClassName } from '../input/input';

function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" rows={rows} className={cn(controlClassName, 'min-h-24 py-2.5', className)} {...props} />;
}

export { Textarea };
