import type { ServiceId, ServiceName } from '@staycompliant/contracts';

/** Names of the kit icons a service may show (see `icons` in @staycompliant/ui). */
export type ServiceIconName = 'Building2' | 'Scale' | 'Calculator' | 'LineChart' | 'Receipt' | 'Bitcoin';

/** One expandable group on a service page: what we do, in a few concrete lines. */
export interface ServiceGroup {
  title: string;
  description: string;
  details: readonly string[];
}

export interface ServiceContent {
  id: ServiceId;
  /** The exact service name of the contracts package. */
  title: ServiceName;
  /** One or two lines for service cards. */
  summary: string;
  /** The lead paragraph of the service page. */
  description: string;
  icon: ServiceIconName;
  groups: readonly ServiceGroup[];
  /** The 'Why Choose Us' list. */
  benefits: readonly string[];
}
