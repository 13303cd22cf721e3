import { registerRemoteLoader } from '@staycompliant/contracts';
import { MemoryRouter, Route, Routes } from '@staycompliant/router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

function NewsletterStub() {
  return (
    <form method="post" action="/newsletter" aria-label="Subscribe to our newsletter">
      <input name="email" aria-label="Email address" />
    </form>
  );
}

function renderFooter() {
  registerRemoteLoader(async () => ({ default: NewsletterStub }));
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route path="/about" element={<SiteFooter />} />
        <Route path="/contact" element={<h1>Contact page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const contactDialogRequests = () => {
  const requests = vi.fn();
  window.addEventListener('staycompliant:open-contact-dialog', requests);
  return requests;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteFooter', () => {
  it("renders 'Contact us' as a link to /contact, which a press opens as the contact dialog once live", () => {
    const requests = contactDialogRequests();
    renderFooter();
    const company = screen.getByRole('navigation', { name: 'Company' });
    const contactUs = within(company).getByRole('link', { name: 'Contact us' });
    expect(contactUs).toHaveAttribute('href', '/contact');

    fireEvent.click(contactUs);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Contact page' })).not.toBeInTheDocument();
    window.removeEventListener('staycompliant:open-contact-dialog', requests);
  });

  it('leaves a press with a modifier to the browser (a new tab), and other links to the router', () => {
    const requests = contactDialogRequests();
    renderFooter();
    const company = screen.getByRole('navigation', { name: 'Company' });
    fireEvent.click(within(company).getByRole('link', { name: 'Contact us' }), { ctrlKey: true });
    expect(requests).not.toHaveBeenCalled();
    window.removeEventListener('staycompliant:open-contact-dialog', requests);
  });

  it("renders mfe-contact's newsletter form in the footer, in the contact remote's scope", async () => {
    const { container } = renderFooter();
    const form = await screen.findByRole('form', { name: 'Subscribe to our newsletter' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
    const scope = container.querySelector('[data-slot="newsletter"] [data-remote="contact"]');
    expect(scope).toHaveAttribute('data-module', './NewsletterForm');
    expect(scope).toContainElement(form);
  });
});
