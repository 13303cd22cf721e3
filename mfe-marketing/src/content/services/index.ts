import { type ServiceId, serviceById } from '@staycompliant/contracts';
import { accounting } from './accounting';
import { cfo } from './cfo';
import { crypto } from './crypto';
import { incorporation } from './incorporation';
import { legal } from './legal';
import type { ServiceContent } from './service-content';
import { taxes } from './taxes';

export type { ServiceContent, ServiceGroup, ServiceIconName } from './service-content';

const contentById: Record<ServiceId, ServiceContent> = { incorporation, legal, accounting, cfo, taxes, crypto };

/** The six services in the order of the contracts package, with their page content. */
export const serviceContents: readonly ServiceContent[] = [incorporation, legal, accounting, cfo, taxes, crypto];

/** A service's content; unknown or missing ids get accounting, as the contracts package decides. */
export function serviceContentById(id: string | undefined): ServiceContent {
  return contentById[serviceById(id).id];
}

/** The path of a service's page. */
export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}
