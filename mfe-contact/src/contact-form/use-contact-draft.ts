import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContactFormValues } from './contact-schema';

export const contactDraftKey = 'staycompliant:contact-draft';

function isEmptyDraft(values: ContactFormValues): boolean {
  return (
    values.name === '' &&
    values.email === '' &&
    values.company_size === '' &&
    values.services_interested.length === 0 &&
    values.description === ''
  );
}

/** The unsent draft in session storage, keeping only well-formed fields. */
export function readContactDraft(): ContactFormValues | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(contactDraftKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const draft = stored as Record<string, unknown>;
    const text = (key: keyof ContactFormValues) => (typeof draft[key] === 'string' ? (draft[key] as string) : '');
    const services = Array.isArray(draft.services_interested)
      ? draft.services_interested.filter((service): service is string => typeof service === 'string')
      : [];
    return {
      name: text('name'),
      email: text('email'),
      company_size: text('company_size'),
      services_interested: services,
      description: text('description'),
    };
  } catch {
    return null;
  }
}

export function writeContactDraft(values: ContactFormValues): void {
  try {
    if (isEmptyDraft(values)) window.sessionStorage.removeItem(contactDraftKey);
    else window.sessionStorage.setItem(contactDraftKey, JSON.stringify(values));
  } catch {
    // Storage full or blocked (private mode): the draft stays in memory only.
  }
}

export function clearContactDraft(): void {
  try {
    window.sessionStorage.removeItem(contactDraftKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Restores the unsent draft once (unless `restore` is false: the form holds what the server was just
 * sent, which is newer), then keeps it in session storage as the visitor types.
 */
export function useContactDraft(form: UseFormReturn<ContactFormValues>, { restore = true }: { restore?: boolean } = {}) {
  const { reset, watch, getValues } = form;
  const restoreOnce = useRef(restore);
  useEffect(() => {
    const draft = restoreOnce.current ? readContactDraft() : null;
    if (draft) reset(draft);
    else if (!restoreOnce.current) writeContactDraft(getValues());
    const subscription = watch(() => writeContactDraft(getValues()));
    return () => subscription.unsubscribe();
  }, [reset, watch, getValues]);
}
