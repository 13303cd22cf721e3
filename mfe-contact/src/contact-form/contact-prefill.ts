import { type ContactDialogRequest, type ServiceName, serviceNames } from '@staycompliant/contracts';

/** The services a request asks to tick (`service` and `services`), added to those already ticked, in the form's order. */
export function prefilledServices(ticked: readonly string[], request: ContactDialogRequest): string[] {
  const asked: readonly ServiceName[] = [...(request.service ? [request.service] : []), ...(request.services ?? [])];
  if (asked.every((service) => ticked.includes(service))) return [...ticked];
  const wanted = new Set<string>([...ticked, ...asked]);
  return [
    ...serviceNames.filter((service) => wanted.has(service)),
    ...ticked.filter((service) => !serviceNames.includes(service as ServiceName)),
  ];
}

/**
 * Additional Details once a request's `details` are written in. What the visitor typed is kept, below
 * the details; details written in by an earlier request (`previous`) are replaced, not stacked.
 */
export function prefilledDetails(current: string, details: string | undefined, previous?: string): string {
  if (details === undefined || details.trim() === '') return current;
  const own = previous && current.startsWith(previous) ? current.slice(previous.length) : current;
  if (own.includes(details)) return own;
  return own.trim() === '' ? details : `${details}\n\n${own.trimStart()}`;
}
