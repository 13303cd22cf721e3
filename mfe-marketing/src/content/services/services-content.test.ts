// @vitest-environment node

import { services } from '@staycompliant/contracts';
import { describe, expect, it } from 'vitest';
import { serviceContentById, serviceContents, servicePath } from './index';

describe('service content', () => {
  it('covers the six services of the contracts package, in order, with their exact names', () => {
    expect(serviceContents.map((service) => [service.id, service.title])).toEqual(services.map((service) => [service.id, service.name]));
  });

  it.each(serviceContents.map((service) => [service.id, service] as const))('%s has groups with details, and benefits', (_, service) => {
    expect(service.summary.length).toBeGreaterThan(40);
    expect(service.description.length).toBeGreaterThan(service.summary.length);
    expect(service.groups.length).toBeGreaterThanOrEqual(3);
    for (const group of service.groups) {
      expect(group.title).not.toBe('');
      expect(group.description).not.toBe('');
      expect(group.details.length).toBeGreaterThanOrEqual(3);
    }
    // Group titles are the accordion's item values: they must be unique within a service.
    expect(new Set(service.groups.map((group) => group.title)).size).toBe(service.groups.length);
    expect(service.benefits.length).toBeGreaterThanOrEqual(4);
  });

  it('contains no placeholder copy', () => {
    expect(JSON.stringify(serviceContents)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('finds a service by id and falls back to accounting for unknown or missing ids', () => {
    expect(serviceContentById('crypto').title).toBe('Crypto Accounting & Taxes');
    expect(serviceContentById('unknown').id).toBe('accounting');
    expect(serviceContentById(undefined).id).toBe('accounting');
    expect(serviceContentById('').id).toBe('accounting');
  });

  it('builds service page paths', () => {
    expect(servicePath('taxes')).toBe('/services/taxes');
  });
});
