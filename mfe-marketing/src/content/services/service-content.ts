import type { ServiceId, ServiceName } from '@staycompliant/contracts';

/** Names of the kit icons a service may show (see `icons` in @staycompliant/ui). */
export type ServiceIconName = 'Building2' | 'Scale' | 'Calculator' | 'LineChart' | 'Receipt' | 'Bitcoin';

/** One expandable group on a service page: what we do, in a few concrete lines. */
export interface ServiceGroup {
  title: string;
  description: string;
  details: readonly string[];
}

/** What lists of services show: the home page's pills and cards, and a service page's other services. */
export interface ServiceSummary {
  id: ServiceId;
  /** The exact service name of the contracts package. */
  title: ServiceName;
  /** One or two lines for service cards. */
  summary: string;
  icon: ServiceIconName;
}

/** What only the service's own page shows. */
export interface ServicePage {
  /** The lead paragraph of the service page. */
  description: string;
  groups: readonly ServiceGroup[];
  /** The 'Why Choose Us' list. */
  benefits: readonly string[];
}

export type ServiceContent = ServiceSummary & ServicePage;
