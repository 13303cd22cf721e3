import { type ServiceId, serviceById } from '@staycompliant/contracts';
import { accounting } from './accounting';
import { cfo } from './cfo';
import { crypto } from './crypto';
import { incorporation } from './incorporation';
import { legal } from './legal';
import type { ServiceContent, ServicePage } from './service-content';
import { serviceSummaries } from './service-summaries';
import { taxes } from './taxes';

export type { ServiceContent, ServiceGroup } from './service-content';
export { servicePath } from './service-summaries';

const pageById: Record<ServiceId, ServicePage> = { incorporation, legal, accounting, cfo, taxes, crypto };

/** The six services in the order of the contracts package, each with its page's content. */
export const serviceContents: readonly ServiceContent[] = serviceSummaries.map((summary) => ({ ...summary, ...pageById[summary.id] }));

/** A service's content; unknown or missing ids get accounting, as the contracts package decides. */
export function serviceContentById(id: string | undefined): ServiceContent {
  const known = serviceById(id).id;
  return serviceContents.find((service) => service.id === known)!;
}
