import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** `normal` for an option's label beside its checkbox or radio, lighter than a field's. */
  weight?: 'medium' | 'normal';
};

function Label({ className, weight = 'medium', ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm text-navy-900 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        weight === 'normal' ? 'font-normal' : 'font-medium',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
