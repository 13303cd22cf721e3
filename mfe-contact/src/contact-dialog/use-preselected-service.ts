import type { ServiceName } from '@staycompliant/contracts';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContactFormValues } from './contact-schema';

/** Ticks the service a caller asked for, on every request (requestId), keeping the others. */
export function usePreselectedService(form: UseFormReturn<ContactFormValues, unknown, unknown>, service: ServiceName | undefined, requestId: number) {
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!service) return;
    const selected = getValues('services_interested');
    if (!selected.includes(service)) setValue('services_interested', [...selected, service], { shouldDirty: true });
  }, [getValues, setValue, service, requestId]);
}
