import type * as React from 'react';
import { Toaster as Sonner, toast } from 'sonner';

export type ToasterProps = React.ComponentProps<typeof Sonner>;

/** sonner's Toaster in the site's look. Loaded with the first toast (see toaster.tsx). */
export function StyledSonner({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        ...toastOptions,
        classNames: {
          // The border's colour is each type's own: sonner adds the type's classes beside the toast's.
          toast: 'font-sans !rounded-card !border !bg-surface !text-foreground !shadow-overlay',
          default: '!border-border',
          info: '!border-border',
          warning: '!border-border',
          loading: '!border-border',
          title: '!font-semibold !text-navy-900',
          description: '!text-muted-foreground',
          error: '!border-destructive/40 [&_[data-icon]]:!text-destructive',
          success: '!border-success/40 [&_[data-icon]]:!text-success',
          closeButton: '!bg-surface !text-navy-900 !border-border',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { toast as sonnerToast };
