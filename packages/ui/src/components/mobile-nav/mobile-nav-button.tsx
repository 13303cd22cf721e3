import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const mobileNavIconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-control text-navy-900 outline-none hover:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring';

export type MobileNavButtonProps = React.ComponentProps<'button'> & {
  open?: boolean;
  openLabel?: string;
  closeLabel?: string;
};

/**
 * The menu button of MobileNav on its own, without the dialog's code: an app can show it at first
 * and load MobileNav when the visitor first presses it.
 */
function MobileNavButton({ open = false, openLabel = 'Open menu', closeLabel = 'Close menu', className, ...props }: MobileNavButtonProps) {
  return (
    <button
      type="button"
      data-slot="mobile-nav-trigger"
      aria-haspopup="dialog"
      aria-expanded={open}
      className={cn(mobileNavIconButtonClass, className)}
      {...props}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      <span className="sr-only">{open ? closeLabel : openLabel}</span>
    </button>
  );
}

export { MobileNavButton };
