// @vitest-environment node

import { remoteNames } from '@staycompliant/contracts';
import { describe, expect, it } from 'vitest';
import { canonicalPath, indexablePaths, routeTable, routeTitle } from './route-table';

describe('route table', () => {
  it("maps every route of the spec, plus the operators' pages, to one owner", () => {
    expect(routeTable.map((route) => route.path)).toEqual([
      '/',
      '/services',
      '/services/:serviceId',
      '/pricing',
      '/pricing/estimate',
      '/blog',
      '/resources',
      '/resources/compliance-calendar',
      '/about',
      '/partners',
      '/customers',
      '/contact',
      '/contact/sent',
      '/newsletter',
      '/newsletter/subscribed',
      '/privacy-policy',
      '/terms-of-service',
      '/cookies',
      '/admin/logos',
      '/admin/enquiries',
      '/admin/subscribers',
      '/admin/analytics',
    ]);
    for (const route of routeTable) {
      expect(remoteNames).toContain(route.remote);
      expect(route.module).toMatch(/^\.\/[A-Z]\w+$/);
      expect(route.description.length).toBeGreaterThan(20);
    }
  });

  it("keeps the forms' answers and the operators' pages out of search engines", () => {
    expect(routeTable.filter((route) => route.noindex).map((route) => route.path)).toEqual([
      '/contact/sent',
      '/newsletter',
      '/newsletter/subscribed',
      '/admin/logos',
      '/admin/enquiries',
      '/admin/subscribers',
      '/admin/analytics',
    ]);
  });

  it('titles pages with the brand, and service pages with the service (accounting when unknown)', () => {
    const byPath = (path: string) => routeTable.find((route) => route.path === path)!;
    expect(routeTitle(byPath('/'), {}, 'StayCompliant')).toBe('StayCompliant | Start & Stay Compliant in USA');
    expect(routeTitle(byPath('/pricing'), {}, 'StayCompliant')).toBe('Pricing | StayCompliant');
    expect(routeTitle(byPath('/pricing/estimate'), {}, 'StayCompliant')).toBe('First-year cost estimator | StayCompliant');
    expect(routeTitle(byPath('/contact'), {}, 'StayCompliant')).toBe('Contact us | StayCompliant');
    const service = byPath('/services/:serviceId');
    expect(routeTitle(service, { serviceId: 'legal' }, 'Acme')).toBe('Legal Services | Acme');
    expect(routeTitle(service, { serviceId: 'nope' }, 'Acme')).toBe('Accounting & Bookkeeping | Acme');
  });
});

describe('canonical paths and the sitemap', () => {
  const service = routeTable.find((route) => route.path === '/services/:serviceId')!;
  it('points unknown service ids at the accounting page', () => {
    expect(canonicalPath(service, '/services/nope', { serviceId: 'nope' })).toBe('/services/accounting');
    expect(canonicalPath(service, '/services/legal', { serviceId: 'legal' })).toBe('/services/legal');
    expect(canonicalPath(routeTable[0]!, '/', {})).toBe('/');
    expect(canonicalPath(routeTable[1]!, '/services/', {})).toBe('/services');
  });

  it("lists every public page, each service page, and not the operators' pages", () => {
    const paths = indexablePaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/services/crypto');
    expect(paths).toContain('/cookies');
    expect(paths).toContain('/pricing/estimate');
    expect(paths).not.toContain('/services/:serviceId');
    expect(paths).not.toContain('/admin/logos');
    expect(paths).not.toContain('/admin/enquiries');
    expect(paths).not.toContain('/admin/subscribers');
    expect(paths).not.toContain('/admin/analytics');
    expect(paths).toContain('/resources/compliance-calendar');
    expect(paths).toContain('/contact');
    expect(paths).not.toContain('/contact/sent');
    expect(paths).not.toContain('/newsletter');
    expect(paths).toHaveLength(15 + 6 - 1);
  });
});
