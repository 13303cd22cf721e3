// @vitest-environment node

import { enquiryDetailsMaxLength } from '@staycompliant/contracts';
import { describe, expect, it } from 'vitest';
import { defaultChoices, type EstimateChoices } from './estimate-choices';
import { estimateSummary } from './estimate-summary';
import { firstYearEstimate } from './first-year-estimate';

const link = 'https://example.com/pricing/estimate?owners=foreign';
const summaryOf = (choices: EstimateChoices, at = link) => estimateSummary(choices, firstYearEstimate(choices), at);

describe('the estimate as an enquiry’s details', () => {
  it('itemises the estimate, with its totals, the fees note and the link', () => {
    const choices: EstimateChoices = {
      ...defaultChoices,
      owners: 'foreign',
      plans: { ...defaultChoices.plans, accounting: 'Basic', legal: 'Enterprise' },
    };
    expect(summaryOf(choices).split('\n')).toEqual([
      'First-year cost estimate (indicative). Company: Single-member LLC with foreign owners.',
      '- Incorporation, Basic: $449 flat = $449 (first year only)',
      '- Accounting plan, Basic: Starts from $219 per month × 12 = from $2,628 (each year)',
      '- Tax filing, LLC return: $599 per year = $599 (each year)',
      '- Forms 5472, × 1: $300 per foreign party = $300 (each year)',
      '- Legal plan, Enterprise: Tailored Pricing (as per requirements, not in the total)',
      'First year: from $3,976. Each year from the second: from $3,527.',
      'Statutory state fees are extra.',
      `Estimate: ${link}`,
    ]);
  });

  it('fits the enquiry’s limit for the largest estimate the estimator can make', () => {
    const everything: EstimateChoices = {
      entity: 'single-member-llc',
      owners: 'foreign',
      plans: { incorporation: 'Basic', legal: 'Pro', accounting: 'Pro', web3: 'Pro' },
      taxFiling: true,
      counts: { 'additional-state': 49, 'form-1099': 999, 'form-5472': 99, fbar: 99 },
      foreignLlcFiling: true,
    };
    const summary = summaryOf(everything);
    expect(summary.length).toBeLessThanOrEqual(enquiryDetailsMaxLength);
    expect(summary).toContain('Estimate: https://example.com/');
  });

  it('leaves the link out rather than go over the limit', () => {
    const summary = summaryOf(defaultChoices, `https://example.com/${'x'.repeat(enquiryDetailsMaxLength)}`);
    expect(summary.length).toBeLessThanOrEqual(enquiryDetailsMaxLength);
    expect(summary).not.toContain('Estimate:');
    expect(summary).toContain('Statutory state fees are extra.');
  });
});
