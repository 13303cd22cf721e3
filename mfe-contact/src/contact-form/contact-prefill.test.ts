// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { prefilledDetails, prefilledServices } from './contact-prefill';

describe('prefilledServices', () => {
  it('ticks the services asked for, keeps those ticked, in the form’s order', () => {
    expect(prefilledServices(['Tax Filing'], { services: ['Legal Services', 'Incorporation & Closure'] })).toEqual([
      'Incorporation & Closure',
      'Legal Services',
      'Tax Filing',
    ]);
    expect(prefilledServices([], { service: 'Crypto Accounting & Taxes', services: ['Tax Filing'] })).toEqual([
      'Tax Filing',
      'Crypto Accounting & Taxes',
    ]);
  });

  it('leaves the ticks alone when nothing new is asked for', () => {
    expect(prefilledServices(['Tax Filing'], {})).toEqual(['Tax Filing']);
    expect(prefilledServices(['Tax Filing'], { services: ['Tax Filing'] })).toEqual(['Tax Filing']);
  });
});

describe('prefilledDetails', () => {
  const estimate = 'First-year estimate: from $3,976.';

  it('writes the details into an empty field', () => {
    expect(prefilledDetails('', estimate)).toBe(estimate);
    expect(prefilledDetails('   ', estimate)).toBe(estimate);
  });

  it('keeps what the visitor typed, below the details', () => {
    expect(prefilledDetails('We also need payroll.', estimate)).toBe(`${estimate}\n\nWe also need payroll.`);
  });

  it('replaces the details an earlier request wrote, keeping the visitor’s own words', () => {
    const newer = 'First-year estimate: from $4,200.';
    expect(prefilledDetails(`${estimate}\n\nWe also need payroll.`, newer, estimate)).toBe(`${newer}\n\nWe also need payroll.`);
    expect(prefilledDetails(estimate, newer, estimate)).toBe(newer);
  });

  it('does not write the same details twice', () => {
    expect(prefilledDetails(`${estimate}\n\nThanks`, estimate)).toBe(`${estimate}\n\nThanks`);
  });

  it('changes nothing without details', () => {
    expect(prefilledDetails('Hello there', undefined)).toBe('Hello there');
    expect(prefilledDetails('Hello there', '')).toBe('Hello there');
  });
});
