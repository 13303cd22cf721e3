import ChevronDown from 'lucide-react/icons/chevron-down';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { controlClassName } from '../input/input';

/**
 * A styled native `<select>` (shadcn's native-select): the phone's own picker, and it works before
 * scripts run. The caller labels it (`<Label htmlFor>` or `aria-label`) and marks an error with
 * `aria-invalid`. Like the kit's Input it fills its container's width (size it by its container);
 * `className` styles the select, and the chevron sits over its right edge.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className="relative min-w-0">
      <select data-slot="native-select" className={cn(controlClassName, 'h-11 appearance-none pr-10', className)} {...props} />
      <ChevronDown
        data-slot="native-select-icon"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<'option'>) {
  return <option data-slot="native-select-option" {...props} />;
}

function NativeSelectOptGroup(props: React.ComponentProps<'optgroup'>) {
  return <optgroup data-slot="native-select-optgroup" {...props} />;
}

export { NativeSelect, NativeSelectOptGroup, NativeSelectOption };
