import X from 'lucide-react/icons/x';
import { Dialog as DialogPrimitive, Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { usePortalContainer } from '../../lib/portal-container';
import { mobileNavIconButtonClass as iconButton, MobileNavButton } from './mobile-nav-button';

export type MobileNavProps = Omit<React.ComponentProps<typeof DialogPrimitive.Root>, 'children'> & {
  children: React.ReactNode;
  /** Accessible name of the panel and of its navigation landmark. */
  title?: string;
  openLabel?: string;
  closeLabel?: string;
  /** Extra classes for the menu button, e.g. `md:hidden`. */
  triggerClassName?: string;
};

/**
 * The header's menu below 768 px: a menu button that opens a side panel (a Radix dialog), so focus is
 * trapped inside it, Escape closes it and focus returns to the button.
 */
function MobileNav({
  children,
  title = 'Menu',
  openLabel = 'Open menu',
  closeLabel = 'Close menu',
  triggerClassName,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: MobileNavProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen} {...props}>
      <DialogPrimitive.Trigger asChild>
        <MobileNavButton open={open} openLabel={openLabel} closeLabel={closeLabel} className={triggerClassName} />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal container={usePortalContainer()}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-900/60" />
        <DialogPrimitive.Content
          data-slot="mobile-nav-panel"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 overflow-y-auto bg-surface p-4 shadow-overlay outline-none"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold text-navy-900">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className={iconButton}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{closeLabel}</span>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={title} className="flex flex-col gap-1">
            {children}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export type MobileNavLinkProps = React.ComponentProps<'a'> & { asChild?: boolean; active?: boolean };

/** A link in the panel that closes it when followed; `asChild` takes the app's router Link. */
function MobileNavLink({ className, asChild = false, active = false, ...props }: MobileNavLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <DialogPrimitive.Close asChild>
      <Comp
        data-slot="mobile-nav-link"
        aria-current={active ? 'page' : undefined}
        className={cn(
          'block rounded-control px-3 py-3 text-base font-medium text-navy-900 outline-none hover:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring aria-[current=page]:bg-navy-50 aria-[current=page]:text-primary',
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Close>
  );
}

export { MobileNav, MobileNavLink };
