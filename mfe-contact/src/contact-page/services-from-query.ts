import { type ServiceName, services } from '@staycompliant/contracts';

/**
 * The services a link to /contact asks to tick: each `?service=<id>` (the ids of
 * packages/contracts' services.ts, as in /services/<id>), in the form's order. Unknown ids are ignored.
 */
export function servicesFromQuery(params: URLSearchParams): ServiceName[] {
  const ids = params.getAll('service');
  return services.filter((service) => ids.includes(service.id)).map((service) => service.name);
}
