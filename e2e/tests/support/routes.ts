import type { APIRequestContext } from '@playwright/test';

/** Every public page of the site: the sitemap lists each. */
export const publicRoutes = [
  '/',
  '/services',
  '/services/legal',
  '/pricing',
  '/resources',
  '/about',
  '/partners',
  '/customers',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
] as const;

/** The services the sitemap lists a page for (/services/<id>); `servicesInTheSitemap` checks the list. */
export const serviceIds = ['incorporation', 'legal', 'accounting', 'cfo', 'taxes', 'crypto'] as const;

/** A path no route matches: the 404 page, with status 404. */
export const unknownPath = '/definitely/not/here';

/** Every page the server renders, as a visitor may land on it. */
export const serverRenderedRoutes = [
  ...publicRoutes,
  ...serviceIds.filter((id) => id !== 'legal').map((id) => `/services/${id}` as const),
  '/pricing?tab=legal',
  '/pricing/estimate',
  '/pricing/estimate?entity=c-corp&owners=foreign&acct=basic',
  // A link shared before the estimator and the calendar agreed on one spelling (docs/product.md, "Company answers").
  '/pricing/estimate?entity=llc-multi&owner=foreign',
  '/resources/compliance-calendar',
  '/resources/compliance-calendar?entity=single-member-llc&state=wyoming&owners=foreign&formed=3',
  '/resources/compliance-calendar?entity=llc-single&state=wyoming&owner=foreign&formed=3',
  '/contact?service=taxes',
  '/admin/logos',
  '/admin/enquiries',
  '/admin/enquiries?status=new&q=ada&id=2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01',
  '/admin/subscribers',
  '/admin/analytics',
  '/admin/analytics?range=custom&from=2026-11-01&to=2026-11-26&bucket=day',
  unknownPath,
] as const;

/** The ids of the /services/<id> pages that /sitemap.xml lists. */
export async function servicesInTheSitemap(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => /^\/services\/([^/]+)$/.exec(new URL(match[1]!).pathname)?.[1])
    .filter((id): id is string => id !== undefined);
}
