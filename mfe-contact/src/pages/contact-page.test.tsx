import { Link, MemoryRouter } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formProblemToastId } from '../contact-form/contact-messages';
import { driveSubmissionLoads } from '../contact-form/testing/submission-loads';
import { contactDraftKey } from '../contact-form/use-contact-draft';
import { ContactPage } from './contact-page';

vi.mock('@staycompliant/ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@staycompliant/ui/toast')>()),
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../contact-form/submit-enquiry', () => ({ submitEnquiry: vi.fn(), warmUpBackend: vi.fn() }));
vi.mock('../contact-form/load-enquiry-submission', () => ({ loadEnquirySubmission: vi.fn(), isEnquirySubmissionLoaded: vi.fn() }));

const { toast } = await import('@staycompliant/ui/toast');
const { submitEnquiry, warmUpBackend } = await import('../contact-form/submit-enquiry');
const submissionLoads = await import('../contact-form/load-enquiry-submission');
let validation: ReturnType<typeof driveSubmissionLoads>;

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
  vi.mocked(warmUpBackend).mockClear();
  validation = driveSubmissionLoads(submissionLoads);
});

const readyEnquiry = {
  name: 'Ada',
  email: 'ada@example.com',
  company_size: 'less than 10',
  services_interested: ['Legal Services'],
  description: 'A contract review, please.',
};

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

  describe("the form's validation, loaded on its first use", () => {
    it('is not loaded as the page renders, and starts loading on the first focus in the form, then the backend’s client', async () => {
      const user = userEvent.setup();
      renderAt('/contact');
      await act(async () => {});
      expect(validation.load).not.toHaveBeenCalled();
      expect(warmUpBackend).not.toHaveBeenCalled();
      await user.click(screen.getByRole('textbox', { name: 'Email' }));
      expect(validation.load).toHaveBeenCalled();
      await waitFor(() => expect(warmUpBackend).toHaveBeenCalled());
    });

    it('starts loading on the first input, as a browser filling the form in makes it without focus', async () => {
      renderAt('/contact');
      await act(async () => {});
      expect(validation.load).not.toHaveBeenCalled();
      fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
      expect(validation.load).toHaveBeenCalled();
    });

    it('holds a submit made before it has loaded, keeps what is typed meanwhile, and sends the enquiry once when it is in', async () => {
      sessionStorage.setItem(contactDraftKey, JSON.stringify({ ...readyEnquiry, description: 'A contract review' }));
      vi.mocked(submitEnquiry).mockResolvedValue(true);
      const release = validation.hold();
      const user = userEvent.setup();
      renderAt('/contact');
      const details = screen.getByRole('textbox', { name: 'Additional Details' });
      await waitFor(() => expect(details).toHaveValue('A contract review'));

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      await user.type(details, ', please.');
      // A second submit while held (Enter in a field) is the same one.
      fireEvent.submit(details.closest('form') as HTMLFormElement);
      await act(async () => {});
      expect(submitEnquiry).not.toHaveBeenCalled();

      await act(async () => release());
      await screen.findByRole('heading', { level: 2, name: "Thank you! We'll get back to you soon." });
      expect(submitEnquiry).toHaveBeenCalledExactlyOnceWith(readyEnquiry);
    });

    it('says when it could not load, with Retry, which loads it again and sends the enquiry once', async () => {
      sessionStorage.setItem(contactDraftKey, JSON.stringify(readyEnquiry));
      vi.mocked(submitEnquiry).mockResolvedValue(true);
      validation.fail();
      const user = userEvent.setup();
      renderAt('/contact');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada'));
      // A failed load on focus is not tried again by more focus and typing, only by a submit.
      await user.click(screen.getByRole('textbox', { name: 'Name' }));
      await act(async () => {});
      expect(validation.load).toHaveBeenCalledTimes(1);
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'm');
      await user.clear(screen.getByRole('textbox', { name: 'Email' }));
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
      expect(validation.load).toHaveBeenCalledTimes(1);

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(validation.load).toHaveBeenCalledTimes(2);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "The form didn't finish loading, so your enquiry hasn't been sent. Please check your connection and try again.",
      );
      const retry = screen.getByRole('button', { name: 'Retry' });
      await waitFor(() => expect(retry).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
      expect(submitEnquiry).not.toHaveBeenCalled();

      validation.succeed();
      await user.click(retry);
      await screen.findByRole('heading', { level: 2, name: "Thank you! We'll get back to you soon." });
      expect(submitEnquiry).toHaveBeenCalledExactlyOnceWith(readyEnquiry);
    });
  });
});
