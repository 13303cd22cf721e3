import { remoteNames } from '@staycompliant/contracts';
import { describe, expect, it } from 'vitest';
import { routeTable, routeTitle } from './route-table';

describe('route table', () => {
  it('maps every route of the spec, plus /admin/logos, to one owner', () => {
    expect(routeTable.map((route) => route.path)).toEqual([
      '/',
      '/services',
      '/services/:serviceId',
      '/pricing',
      '/blog',
      '/resources',
      '/about',
      '/partners',
      '/customers',
      '/privacy-policy',
      '/terms-of-service',
      '/cookies',
      '/admin/logos',
    ]);
    for (const route of routeTable) {
      expect(remoteNames).toContain(route.remote);
      expect(route.module).toMatch(/^\.\/[A-Z]\w+$/);
      expect(route.description.length).toBeGreaterThan(20);
    }
  });

  it('keeps only the operators page out of search engines', () => {
    expect(routeTable.filter((route) => route.noindex).map((route) => route.path)).toEqual(['/admin/logos']);
  });

  it('titles pages with the brand, and service pages with the service (accounting when unknown)', () => {
    const byPath = (path: string) => routeTable.find((route) => route.path === path)!;
    expect(routeTitle(byPath('/'), {}, 'StayCompliant')).toBe('StayCompliant | Start & Stay Compliant in USA');
    expect(routeTitle(byPath('/pricing'), {}, 'StayCompliant')).toBe('Pricing | StayCompliant');
    const service = byPath('/services/:serviceId');
    expect(routeTitle(service, { serviceId: 'legal' }, 'Acme')).toBe('Legal Services | Acme');
    expect(routeTitle(service, { serviceId: 'nope' }, 'Acme')).toBe('Accounting & Bookkeeping | Acme');
  });
});
