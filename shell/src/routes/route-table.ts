import {
  complianceCalendarQueryDeclaration,
  estimateQueryDeclaration,
  pricingQueryParameters,
  type RemoteName,
  resourcesQueryParameters,
  serviceById,
  services,
} from '@staycompliant/contracts';
import type { QueryParameter } from '@staycompliant/contracts/query-parameters';

export interface RouteEntry {
  /** A react-router path pattern. */
  path: string;
  /** The remote that owns the page. */
  remote: RemoteName;
  /** The module the remote exposes for it (see that remote's vite.config.ts). */
  module: string;
  /** The page's title, before the brand name. */
  title: string | ((params: Readonly<Record<string, string | undefined>>) => string);
  description: string;
  /** Left out of the sitemap and marked noindex. */
  noindex?: boolean;
  /**
   * The query parameters the page reads, each by name or with the values it accepts. The site
   * server renders and caches the page for these alone (canonicalQuery in
   * `@staycompliant/contracts/query-parameters`): any other parameter, or a value not accepted,
   * neither changes the page nor makes a page of its own.
   */
  query?: readonly QueryParameter[];
}

/** Every page of the site and the remote that owns it: find any page's code from here. */
export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    remote: 'marketing',
    module: './HomePage',
    title: 'Start & Stay Compliant in USA',
    description: 'Incorporation, legal, accounting, CFO advisory, tax filing and crypto accounting for founders running a US company.',
  },
  {
    path: '/services',
    remote: 'marketing',
    module: './ServicesPage',
    title: 'Services',
    description: 'Six services that keep a US company compliant, from incorporation to crypto taxes.',
  },
  {
    path: '/services/:serviceId',
    remote: 'marketing',
    module: './ServiceDetailPage',
    title: (params) => serviceById(params.serviceId).name,
    description: 'What the service covers, how it works and why founders choose us.',
  },
  {
    path: '/pricing',
    query: pricingQueryParameters,
    remote: 'pricing',
    module: './PricingPage',
    title: 'Pricing',
    description: 'Indicative prices for incorporation, legal, accounting, tax filing and Web3 accounting.',
  },
  {
    path: '/pricing/estimate',
    query: estimateQueryDeclaration,
    remote: 'pricing',
    module: './CostEstimatorPage',
    title: 'First-year cost estimator',
    description:
      'Estimate what your US company costs in its first year, and each year after: incorporation, legal, accounting, tax filing and Web3 accounting, from our price list.',
  },
  {
    path: '/blog',
    remote: 'resources',
    module: './BlogRedirectPage',
    title: 'Blog',
    description: 'Our articles on US company compliance.',
  },
  {
    path: '/resources',
    // How many articles show (mfe-resources' PagedArticles): Load More is a link to six more.
    query: resourcesQueryParameters,
    remote: 'resources',
    module: './ResourcesPage',
    title: 'Resources',
    description: 'Guides and articles on US incorporation, bookkeeping, taxes and crypto compliance.',
  },
  {
    path: '/resources/compliance-calendar',
    query: complianceCalendarQueryDeclaration,
    remote: 'resources',
    module: './ComplianceCalendarPage',
    title: 'Compliance calendar',
    description: 'Your US company’s federal, Delaware and Wyoming deadlines for the year, with official sources, to add to your calendar.',
  },
  {
    path: '/about',
    remote: 'marketing',
    module: './AboutPage',
    title: 'About us',
    description: 'A team with 4 to 20 years of experience each, helping founders stay compliant for 8+ years.',
  },
  {
    path: '/partners',
    remote: 'marketing',
    module: './PartnersPage',
    title: 'Partners',
    description: 'Banks, payroll and finance tools we work with, and the offers our clients get.',
  },
  {
    path: '/customers',
    remote: 'marketing',
    module: './CustomersPage',
    title: 'Customers',
    description: 'Client stories and testimonials from founders we keep compliant.',
  },
  {
    path: '/contact',
    query: ['service'],
    remote: 'contact',
    module: './ContactPage',
    title: 'Contact us',
    description:
      "Tell us about your US company and what it needs, from incorporation and legal work to accounting, tax filing and crypto taxes. We'll get back to you soon.",
  },
  // What a form posted without JavaScript answers (docs/architecture/site-server.md, "Forms without JavaScript"):
  // the site server sends a taken post on to its thanks page (303), and renders a refused one again.
  {
    path: '/contact/sent',
    remote: 'contact',
    module: './EnquirySentPage',
    title: 'Enquiry sent',
    description: "Your enquiry is with our team. We'll reply to the e-mail address you gave us.",
    noindex: true,
  },
  {
    path: '/newsletter',
    remote: 'contact',
    module: './NewsletterPage',
    title: 'Newsletter',
    description: 'Compliance tips and filing deadlines for founders, in your inbox: subscribe to our newsletter.',
    noindex: true,
  },
  {
    path: '/newsletter/subscribed',
    remote: 'contact',
    module: './NewsletterSubscribedPage',
    title: 'Subscribed',
    description: 'Successfully subscribed to our mailing list: compliance tips and filing deadlines, in your inbox.',
    noindex: true,
  },
  {
    path: '/privacy-policy',
    remote: 'marketing',
    module: './PrivacyPolicyPage',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect the information you share with us.',
  },
  {
    path: '/terms-of-service',
    remote: 'marketing',
    module: './TermsOfServicePage',
    title: 'Terms of Service',
    description: 'The terms that apply when you use this website.',
  },
  {
    path: '/cookies',
    remote: 'marketing',
    module: './CookiePolicyPage',
    title: 'Cookie Policy',
    description: 'The cookies and similar storage this website uses.',
  },
  {
    path: '/admin/logos',
    remote: 'marketing',
    module: './LogoAdminPage',
    title: 'Client logos',
    description: 'Manage the client logos shown on the home page.',
    noindex: true,
  },
  {
    path: '/admin/enquiries',
    query: ['id', 'status', 'service', 'q', 'after', 'before'],
    remote: 'contact',
    module: './EnquiryInboxPage',
    title: 'Enquiries',
    description: "The operators' inbox of enquiries sent through the contact dialog.",
    noindex: true,
  },
  {
    path: '/admin/subscribers',
    query: ['q', 'after', 'before'],
    remote: 'contact',
    module: './SubscribersPage',
    title: 'Subscribers',
    description: "The operators' list of newsletter subscribers.",
    noindex: true,
  },
  {
    path: '/admin/analytics',
    query: ['range', 'bucket', 'from', 'to'],
    remote: 'contact',
    module: './AnalyticsPage',
    title: 'Analytics',
    description: "The operators' cookieless analytics: visitors, sources, funnels and enquiries.",
    noindex: true,
  },
];

/** The canonical path of a visited route: unknown service ids are the accounting page (docs/product.md, "Unknown service ids"). */
export function canonicalPath(entry: RouteEntry, pathname: string, params: Readonly<Record<string, string | undefined>>) {
  if (entry.path === '/services/:serviceId') return `/services/${serviceById(params.serviceId).id}`;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Every public, indexable URL path: the sitemap lists these. */
export function indexablePaths(): string[] {
  return routeTable
    .filter((entry) => !entry.noindex)
    .flatMap((entry) => (entry.path === '/services/:serviceId' ? services.map((service) => `/services/${service.id}`) : [entry.path]));
}

/** The document title of a route: the home page leads with the brand. */
export function routeTitle(entry: RouteEntry, params: Readonly<Record<string, string | undefined>>, brand: string) {
  const title = typeof entry.title === 'function' ? entry.title(params) : entry.title;
  return entry.path === '/' ? `${brand} | ${title}` : `${title} | ${brand}`;
}
