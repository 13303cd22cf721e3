import type { ServiceId } from '@staycompliant/contracts';
import type { ServiceSummary } from './service-content';

// Apart from the pages' content, so the home page's first load carries six lines, not six pages.

/** The six services in the order of the contracts package. */
export const serviceSummaries: readonly ServiceSummary[] = [
  {
    id: 'incorporation',
    title: 'Incorporation & Closure',
    summary: 'Form your Delaware or Wyoming company the right way, keep it in good standing, and close it cleanly when the time comes.',
    icon: 'Building2',
  },
  {
    id: 'legal',
    title: 'Legal Services',
    summary:
      'Founder-friendly contracts, fundraising and equity documents, and website policies, reviewed by lawyers who work with startups.',
    icon: 'Scale',
  },
  {
    id: 'accounting',
    title: 'Accounting & Bookkeeping',
    summary: 'Monthly bookkeeping and a reliable month-end close, so your numbers are ready for investors, lenders and the IRS.',
    icon: 'Calculator',
  },
  {
    id: 'cfo',
    title: 'Controller & CFO Advisory',
    summary: 'Part-time controller and CFO support: forecasts, board reporting and audit readiness without a full-time hire.',
    icon: 'LineChart',
  },
  {
    id: 'taxes',
    title: 'Tax Filing',
    summary: 'Federal and state returns for C-corps, LLCs and their foreign owners, including Forms 5472 and 5471 and the R&D credit.',
    icon: 'Receipt',
  },
  {
    id: 'crypto',
    title: 'Crypto Accounting & Taxes',
    summary: 'Cost basis, DeFi and staking income, and token treasury accounting for crypto-native companies and funds.',
    icon: 'Bitcoin',
  },
];

/** The path of a service's page. */
export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}
