import { type ContactDialogRequest, onContactDialogRequest } from '@staycompliant/contracts';
import { Link, MemoryRouter, Route, Routes } from '@staycompliant/router';
import { bookingUrl } from '@staycompliant/site-config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceDetailPage } from './service-detail-page';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/services/:serviceId"
          element={
            <>
              <Link to="/services/taxes">Go to taxes</Link>
              <ServiceDetailPage />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ServiceDetailPage', () => {
  it('renders an unknown id as accounting, with its booking page', () => {
    renderAt('/services/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Accounting & Bookkeeping' })).toBeInTheDocument();
    const booking = screen.getByRole('link', { name: /Book a free consultation/ });
    expect(booking).toHaveAttribute('href', bookingUrl('accounting'));
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
  });

  it('opens the crypto page’s booking link for the crypto calendar', () => {
    renderAt('/services/crypto');
    expect(screen.getByRole('link', { name: /Book a free consultation/ })).toHaveAttribute('href', bookingUrl('crypto'));
  });

  it('asks for the contact dialog with the service ticked from its Contact us', async () => {
    const requests: ContactDialogRequest[] = [];
    const unsubscribe = onContactDialogRequest((request) => requests.push(request));
    renderAt('/services/taxes');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Talk to us about Tax Filing' })).getByRole('button', { name: 'Contact us' }),
    );
    unsubscribe();
    expect(requests).toEqual([{ service: 'Tax Filing' }]);
  });

  it('switches between the details and benefits tabs', async () => {
    const user = userEvent.setup();
    renderAt('/services/legal');
    expect(screen.getByRole('tab', { name: 'Service Details' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Why Choose Us' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lawyers who know startups: no generic templates');
  });

  it('opens service groups independently', async () => {
    const user = userEvent.setup();
    renderAt('/services/taxes');
    const panel = screen.getByRole('tabpanel');
    const first = within(panel).getByRole('button', { name: 'Federal business returns' });
    const second = within(panel).getByRole('button', { name: 'International reporting' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Form 5472 for transactions with foreign related parties')).toBeVisible();
  });

  it('scrolls to the top when the service changes, not on the first render', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt('/services/legal');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Go to taxes' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tax Filing' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });
});
