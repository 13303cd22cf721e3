import * as React from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';

export type ToasterProps = React.ComponentProps<typeof Sonner>;

/** Mount once, in the shell. Remotes call `toast` and share this one Toaster (sonner is a singleton). */
function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'font-sans !rounded-card !border !border-border !bg-surface !text-foreground !shadow-overlay',
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

type ToastOptions = Parameters<typeof sonnerToast>[1];

/** sonner's `toast`, with error messages kept on screen longer so they can be read. */
const toast = Object.assign((message: React.ReactNode, options?: ToastOptions) => sonnerToast(message, options), {
  success: (message: React.ReactNode, options?: ToastOptions) => sonnerToast.success(message, options),
  error: (message: React.ReactNode, options?: ToastOptions) => sonnerToast.error(message, { duration: 8000, ...options }),
  info: (message: React.ReactNode, options?: ToastOptions) => sonnerToast.info(message, options),
  warning: (message: React.ReactNode, options?: ToastOptions) => sonnerToast.warning(message, options),
  loading: (message: React.ReactNode, options?: ToastOptions) => sonnerToast.loading(message, options),
  promise: sonnerToast.promise,
  dismiss: sonnerToast.dismiss,
});

export { Toaster, toast };
