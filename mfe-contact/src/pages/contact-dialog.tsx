import type { ContactDialogProps } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import { useEffect, useRef } from 'react';

/** Placeholder until the real form lands: a native dialog pointing to e-mail. */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog ref={dialog} aria-labelledby="contact-title" onClose={() => onOpenChange(false)} className="m-auto max-w-md rounded-lg p-6 backdrop:bg-black/50">
      <h2 id="contact-title" className="text-xl font-semibold">Contact Us</h2>
      <p className="mt-3">
        Write to us at <a className="underline" href={`mailto:${siteConfig.brand.email}`}>{siteConfig.brand.email}</a>.
      </p>
      <button type="button" className="mt-4 rounded-md border px-4 py-2" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </dialog>
  );
}
