import type { ContactDialogRequest } from '@staycompliant/contracts';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { prefilledDetails, prefilledServices } from './contact-prefill';
import type { ContactFormValues } from './contact-schema';

/**
 * Applies a caller's request on every request (requestId): ticks its services, keeping the others,
 * and writes its details into Additional Details, keeping what the visitor typed.
 */
export function useContactPrefill(
  form: UseFormReturn<ContactFormValues, unknown, unknown>,
  request: ContactDialogRequest,
  requestId: number,
) {
  const { getValues, setValue } = form;
  const writtenDetails = useRef<string | undefined>(undefined);
  const { service, services, details } = request;
  useEffect(() => {
    const ticked = getValues('services_interested');
    const nextServices = prefilledServices(ticked, { service, services });
    if (nextServices.length !== ticked.length) setValue('services_interested', nextServices, { shouldDirty: true });
    const description = getValues('description');
    const nextDescription = prefilledDetails(description, details, writtenDetails.current);
    if (details) writtenDetails.current = details;
    if (nextDescription !== description) setValue('description', nextDescription, { shouldDirty: true });
    // A request is applied once, when it arrives: requestId changes with each request, and only then.
  }, [getValues, setValue, requestId]);
}
