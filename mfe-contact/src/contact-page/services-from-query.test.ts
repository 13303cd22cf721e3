// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { servicesFromQuery } from './services-from-query';

describe('servicesFromQuery', () => {
  it("names the service of a known id, as the form's checkbox reads it", () => {
    expect(servicesFromQuery(new URLSearchParams('service=taxes'))).toEqual(['Tax Filing']);
  });

  it("takes every known id, in the form's order, and ignores unknown and empty ones", () => {
    expect(servicesFromQuery(new URLSearchParams('service=crypto&service=nope&service=&service=legal'))).toEqual([
      'Legal Services',
      'Crypto Accounting & Taxes',
    ]);
  });

  it('ticks nothing without the query, or for a name instead of an id', () => {
    expect(servicesFromQuery(new URLSearchParams(''))).toEqual([]);
    expect(servicesFromQuery(new URLSearchParams('service=Tax%20Filing'))).toEqual([]);
    expect(servicesFromQuery(new URLSearchParams('services=taxes'))).toEqual([]);
  });
});
