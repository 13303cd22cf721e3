import { Link, MemoryRouter } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formProblemToastId } from '../contact-dialog/contact-messages';
import { contactDraftKey } from '../contact-dialog/use-contact-draft';
import { ContactPage } from './contact-page';

vi.mock('@staycompliant/ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@staycompliant/ui/toast')>()),
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../contact-dialog/submit-enquiry', () => ({ submitEnquiry: vi.fn(), warmUpBackend: vi.fn() }));

const { toast } = await import('@staycompliant/ui/toast');
const { submitEnquiry } = await import('../contact-dialog/submit-enquiry');

const serviceNames = [
  'Incorporation & Closure',
  'Legal Services',
  'Accounting & Bookkeeping',
  'Controller & CFO Advisory',
  'Tax Filing',
  'Crypto Accounting & Taxes',
];

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/contact?service=crypto">Ask about crypto</Link>
      <ContactPage />
    </MemoryRouter>,
  );
}

function tickedServices() {
  return serviceNames.filter((name) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked);
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(submitEnquiry).mockReset();
});

describe('ContactPage', () => {
  it('holds the contact form of the dialog, with its heading and other ways to reach the firm', () => {
    renderAt('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Company Size' })).toHaveTextContent('Select company size');
    expect(within(screen.getByRole('group', { name: 'Services Interested In' })).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Additional Details' })).toHaveAttribute('placeholder', 'Tell us more about your needs...');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    expect(tickedServices()).toEqual([]);
    expect(screen.getByRole('link', { name: /Book a free consultation call/ })).toHaveAttribute('href', siteConfig.consultationUrl);
    expect(screen.getByRole('link', { name: siteConfig.brand.email })).toHaveAttribute('href', `mailto:${siteConfig.brand.email}`);
  });

  it('ticks the service ?service= names, and only that one', () => {
    renderAt('/contact?service=taxes');
    expect(screen.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();
    expect(tickedServices()).toEqual(['Tax Filing']);
  });

  it('ignores a service id it does not know', () => {
    renderAt('/contact?service=astrology&service=Tax%20Filing');
    expect(tickedServices()).toEqual([]);
  });

  it('keeps the services of an unsent draft and ticks the asked one beside them', async () => {
    sessionStorage.setItem(contactDraftKey, JSON.stringify({ name: 'Ada', services_interested: ['Legal Services'] }));
    renderAt('/contact?service=taxes');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada'));
    expect(tickedServices()).toEqual(['Legal Services', 'Tax Filing']);
  });

  it('ticks the service of a link followed within the page, keeping those already ticked', async () => {
    const user = userEvent.setup();
    renderAt('/contact?service=taxes');
    await user.click(screen.getByRole('link', { name: 'Ask about crypto' }));
    await waitFor(() => expect(tickedServices()).toEqual(['Tax Filing', 'Crypto Accounting & Taxes']));
  });

  it('keeps the rules of the dialog: an empty submit toasts the first message, focuses Name and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/contact');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Name is required', { id: formProblemToastId });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
    expect(submitEnquiry).not.toHaveBeenCalled();
  });

  it('once sent: thanks the visitor in place of the form, offers the way home, and can start another enquiry', async () => {
    sessionStorage.setItem(
      contactDraftKey,
      JSON.stringify({
        name: ' Ada Lovelace ',
        email: 'Ada@Example.com',
        company_size: '10-100',
        services_interested: [],
        description: 'We need help with our first tax filing.',
      }),
    );
    let finish: (sent: boolean) => void = () => {};
    vi.mocked(submitEnquiry).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderAt('/contact?service=taxes');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(' Ada Lovelace '));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(submitEnquiry).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company_size: '10-100',
      services_interested: ['Tax Filing'],
      description: 'We need help with our first tax filing.',
    });

    await act(async () => finish(true));
    expect(toast.success).toHaveBeenCalledWith("Thank you! We'll get back to you soon.");
    const thanks = screen.getByRole('heading', { level: 2, name: "Thank you! We'll get back to you soon." });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('');
    await waitFor(() => expect(name).toHaveFocus());
    expect(tickedServices()).toEqual(['Tax Filing']);
  });

  it('keeps the form and what was typed when sending fails', async () => {
    sessionStorage.setItem(
      contactDraftKey,
      JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        company_size: 'less than 10',
        services_interested: ['Legal Services'],
        description: 'A contract review, please.',
      }),
    );
    vi.mocked(submitEnquiry).mockResolvedValue(false);
    const user = userEvent.setup();
    renderAt('/contact');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form. Please try again.');
    expect(screen.queryByRole('heading', { level: 2, name: /Thank you/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });
});
