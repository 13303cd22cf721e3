import { useMemo, useRef } from 'react';

/**
 * Radix returns focus on close to a DialogTrigger; this dialog is opened from anywhere through
 * the contract, so it has none. Remember what had focus on open and go back to it on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const target = opener.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      },
    }),
    [],
  );
}
