import * as React from 'react';
import type { ToasterProps } from './styled-sonner';

export type { ToasterProps };

type SonnerModule = typeof import('./styled-sonner');

// sonner (≈11 KB gzip) is not needed until something is said: the first toast loads it and mounts
// the Toaster, and every toast waits until that Toaster is listening, so none is lost.
let sonnerModule: Promise<SonnerModule> | null = null;
const loadSonner = () => {
  sonnerModule ??= import('./styled-sonner').catch((error: unknown) => {
    sonnerModule = null;
    throw error;
  });
  return sonnerModule;
};

let toasterListening: (() => void) | null = null;
let whenListening = new Promise<void>((resolve) => {
  toasterListening = resolve;
});
const toasterWanted = new Set<() => void>();
let anyToastRequested = false;

function request(show: (toast: SonnerModule['sonnerToast']) => void) {
  anyToastRequested = true;
  for (const want of toasterWanted) want();
  void Promise.all([loadSonner(), whenListening]).then(([{ sonnerToast }]) => show(sonnerToast));
}

/** Runs after the Toaster beside it has subscribed to sonner (effects run in order). */
function ListeningSignal() {
  React.useEffect(() => {
    toasterListening?.();
    return () => {
      whenListening = new Promise<void>((resolve) => {
        toasterListening = resolve;
      });
    };
  }, []);
  return null;
}

/** Mount once, in the shell. Remotes call `toast` and share this one Toaster (sonner is a singleton). */
function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = React.useState<SonnerModule['StyledSonner'] | null>(null);
  React.useEffect(() => {
    const mount = () => {
      loadSonner().then(
        (module) => setLoaded(() => module.StyledSonner),
        () => {},
      );
    };
    toasterWanted.add(mount);
    if (anyToastRequested) mount();
    return () => {
      toasterWanted.delete(mount);
    };
  }, []);
  if (!Loaded) return null;
  return (
    <>
      <Loaded {...props} />
      <ListeningSignal />
    </>
  );
}

type ToastOptions = Parameters<SonnerModule['sonnerToast']>[1];
type Message = React.ReactNode;

let lastId = 0;
/** Each toast gets its id now, so a caller can dismiss it before sonner has loaded. */
const withId = (options?: ToastOptions) => ({ ...options, id: options?.id ?? `toast-${++lastId}` });

function say(kind: 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading', message: Message, options?: ToastOptions) {
  const withIdOptions = withId(options);
  request((sonnerToast) => (kind === 'message' ? sonnerToast(message, withIdOptions) : sonnerToast[kind](message, withIdOptions)));
  return withIdOptions.id;
}

/** sonner's `toast`, with error messages kept on screen longer so they can be read. */
const toast = Object.assign((message: Message, options?: ToastOptions) => say('message', message, options), {
  success: (message: Message, options?: ToastOptions) => say('success', message, options),
  error: (message: Message, options?: ToastOptions) => say('error', message, { duration: 8000, ...options }),
  info: (message: Message, options?: ToastOptions) => say('info', message, options),
  warning: (message: Message, options?: ToastOptions) => say('warning', message, options),
  loading: (message: Message, options?: ToastOptions) => say('loading', message, options),
  dismiss: (id?: string | number) => {
    if (anyToastRequested) request((sonnerToast) => sonnerToast.dismiss(id));
  },
});

export { Toaster, toast };
