import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@staycompliant/router';
import { act, render, screen } from '@testing-library/react';
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
