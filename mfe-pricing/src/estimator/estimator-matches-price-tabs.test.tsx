import { MemoryRouter } from '@staycompliant/router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingTabs } from '../components/pricing-tabs';
import { visiblePricingTabs } from '../content/pricing-plans';
import { CostEstimatorPage } from '../pages/cost-estimator-page';
import { countedExtras, planServices } from './estimator-services';

/** What the price tab shows for a plan ('Starts from $219 per month') or an extra ('$300 per state'). */
function shownOnPriceTab(tabId: string, name: string, kind: 'plan' | 'extra'): string {
  const { unmount } = render(
    <MemoryRouter initialEntries={[`/pricing?tab=${tabId}`]}>
      <PricingTabs />
    </MemoryRouter>,
  );
  const panel = screen.getByRole('tabpanel');
  const shown =
    kind === 'plan'
      ? panel.querySelector(`[data-plan="${name}"] [data-slot="plan-price"]`)!.textContent!
      : [...panel.querySelectorAll('[data-slot="plan-extra"]')]
          .find((row) => row.querySelector('dt')?.textContent === name)!
          .querySelector('dd')!.textContent!;
  unmount();
  return shown.replace(/\s+/g, '');
}

function estimatorLines(url: string) {
  const { unmount } = render(
    <MemoryRouter initialEntries={[url]}>
      <CostEstimatorPage />
    </MemoryRouter>,
  );
  const lines = [...document.querySelectorAll('[data-slot="estimate-line"]')].map((line) => ({
    key: line.getAttribute('data-line')!,
    basis: within(line as HTMLElement).getAllByText(/\$/)[0]!.textContent!,
  }));
  unmount();
  return lines;
}

// The estimator and the price tabs read one price list; this fails if they ever show different prices.
describe('the estimator and the price tabs agree', () => {
  for (const title of ['Basic', 'Pro'] as const) {
    it(`on every ${title} plan the estimator offers`, () => {
      const query = planServices
        .map((service) => `${service.param}=${(service.plans as readonly string[]).includes(title) ? title.toLowerCase() : 'none'}`)
        .join('&');
      const lines = estimatorLines(`/pricing/estimate?${query}&tax=no`);
      const offered = planServices.filter((service) => (service.plans as readonly string[]).includes(title));
      expect(lines.map((line) => line.key)).toEqual(offered.map((service) => service.id));
      for (const service of offered) {
        const basis = lines
          .find((line) => line.key === service.id)!
          .basis.replace(/\s+/g, '')
          .replace(/×\d+$/, '');
        expect(basis, service.name).toBe(shownOnPriceTab(service.tabId, title, 'plan').replace(/plusstatutoryfees$/, ''));
      }
    });
  }

  it('on the tax returns and every counted extra', () => {
    const counts = countedExtras.map((extra) => `${extra.param}=2`).join('&');
    for (const [entity, plan] of [
      ['single-member-llc', 'Basic'],
      ['c-corp', 'Pro'],
    ] as const) {
      const lines = estimatorLines(`/pricing/estimate?entity=${entity}&inc=none&${counts}`);
      expect(lines.find((line) => line.key === 'taxes')!.basis.replace(/\s+/g, '')).toBe(shownOnPriceTab('taxes', plan, 'plan'));
      for (const extra of countedExtras) {
        const label = visiblePricingTabs.find((tab) => tab.id === 'taxes')!.extras!.find((candidate) => candidate.id === extra.id)!.label;
        const basis = lines
          .find((line) => line.key === extra.id)!
          .basis.replace(/\s+/g, '')
          .replace(/×\d+$/, '');
        expect(basis, label).toBe(shownOnPriceTab('taxes', label, 'extra'));
      }
    }
  });
});
