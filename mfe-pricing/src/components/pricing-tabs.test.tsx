import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@staycompliant/router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PricingTabs } from './pricing-tabs';

function renderAt(url: string) {
  const seen = { search: '', back: () => {} };
  function LocationProbe() {
    seen.search = useLocation().search;
    const navigate = useNavigate();
    seen.back = () => navigate(-1);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/pricing"
          element={
            <>
              <PricingTabs />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return seen;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('PricingTabs', () => {
  it('opens incorporation by default and shows the five visible tabs', () => {
    renderAt('/pricing');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Incorporation', 'Legal', 'Accounting', 'Taxes', 'Web3']);
    expect(selectedTab()).toHaveTextContent('Incorporation');
  });

  it.each([
    ['?tab=taxes', 'Taxes'],
    ['?tab=cfo', 'Incorporation'],
    ['?tab=unknown', 'Incorporation'],
  ])('opens %s as %s', (search, name) => {
    renderAt(`/pricing${search}`);
    expect(selectedTab()).toHaveTextContent(name);
  });

  it('puts a clicked tab in the URL once, so Back returns to the tab before', async () => {
    const router = renderAt('/pricing?tab=legal');
    await userEvent.click(screen.getByRole('tab', { name: 'Accounting' }));
    expect(router.search).toBe('?tab=accounting');
    expect(selectedTab()).toHaveTextContent('Accounting');
    act(() => router.back());
    expect(router.search).toBe('?tab=legal');
    expect(selectedTab()).toHaveTextContent('Legal');
  });

  it('renders a custom price as Tailored Pricing, as per requirements', () => {
    renderAt('/pricing?tab=accounting');
    const enterprise = screen.getByRole('article', { name: 'Enterprise' });
    expect(enterprise).toHaveTextContent('Tailored Pricing');
    expect(enterprise).toHaveTextContent('as per requirements');
    expect(enterprise).not.toHaveTextContent('Custom');
  });
});

/** What a visitor reads on each visible tab: docs/product.md, "Prices", as the cards show it. */
const visibleTabs = [
  {
    id: 'incorporation',
    booking: 'incorporate',
    plans: {
      Basic: ['$449', 'flat', 'plus statutory fees', '1 year of registered agent included'],
      Pro: ['Starts from', '$1500'],
      Enterprise: ['Tailored Pricing', 'as per requirements'],
    },
  },
  {
    id: 'legal',
    booking: 'legal',
    plans: {
      Basic: [
        'Starts from',
        '$549',
        '5 reviewed documents',
        '2 customized documents',
        '2 internal documents',
        '1 hour of consultation',
        'Up to 10 revisions',
      ],
      Pro: [
        'Starts from',
        '$1349',
        '25 reviewed documents',
        '4 customized documents',
        '10 internal documents',
        '4 hours of consultation',
        'Unlimited revisions',
      ],
      Enterprise: ['Tailored Pricing', 'as per requirements'],
    },
  },
  {
    id: 'accounting',
    booking: 'accounting',
    plans: {
      Basic: ['Starts from', '$219', 'per month'],
      Pro: ['Starts from', '$899', 'per month'],
      Enterprise: ['Tailored Pricing', 'as per requirements'],
    },
  },
  { id: 'taxes', booking: 'taxes', plans: { Basic: ['$599', 'per year', 'LLC'], Pro: ['$1200', 'per year', 'C corp'] } },
  {
    id: 'web3',
    booking: 'crypto',
    plans: {
      Basic: ['Starts from', '$499', 'per month'],
      Pro: ['Starts from', '$899', 'per month'],
      Enterprise: ['Tailored Pricing', 'as per requirements'],
    },
  },
] as const;

describe.each(visibleTabs)('the $id tab', ({ id, booking, plans }) => {
  it('shows each plan with its price and what it includes', () => {
    renderAt(`/pricing?tab=${id}`);
    const panel = screen.getByRole('tabpanel');
    const cards = within(panel).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(Object.keys(plans));
    for (const [title, texts] of Object.entries(plans)) {
      const card = within(panel).getByRole('article', { name: title });
      for (const text of texts) expect(card).toHaveTextContent(text);
    }
  });

  it("opens its service's booking page from each plan, in a new tab", () => {
    renderAt(`/pricing?tab=${id}`);
    for (const title of Object.keys(plans)) {
      // As in the UI kit's tests: jsdom's name may lack the spaces before the hidden words.
      const link = within(screen.getByRole('article', { name: title })).getByRole('link', {
        name: new RegExp(`^Get started ?with the ${title} plan ?\\(opens in a new tab\\)$`),
      });
      expect(link.getAttribute('href')).toMatch(new RegExp(`/${booking}$`));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
