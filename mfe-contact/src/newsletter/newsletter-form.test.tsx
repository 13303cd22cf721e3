import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';
import type { SubscribeResult } from './subscribe';

vi.mock('@staycompliant/ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@staycompliant/ui/toast')>()),
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));
vi.mock('./subscribe', () => ({ subscribe: vi.fn(), warmUp: vi.fn() }));

const { toast } = await import('@staycompliant/ui/toast');
const { subscribe } = await import('./subscribe');

beforeEach(() => {
  vi.clearAllMocks();
});

function field() {
  return screen.getByRole('textbox', { name: 'Email address' });
}

describe('NewsletterForm', () => {
  it('is a form that posts its e-mail and honeypot to /newsletter, so it works before and without JavaScript', () => {
    const { container } = render(<NewsletterForm tone="dark" />);
    const form = screen.getByRole('form', { name: 'Subscribe to our newsletter' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(field()).toHaveAttribute('name', 'email');
    expect(container.querySelector('input[name="newsletter_website"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });

  it("is named by its page's heading when given one, so the page's form and the footer's have names of their own", () => {
    render(
      <>
        <section aria-labelledby="newsletter-title">
          <h2 id="newsletter-title">Get new guides by email</h2>
          <NewsletterForm tone="light" labelledBy="newsletter-title" />
        </section>
        <footer>
          <NewsletterForm tone="dark" />
        </footer>
      </>,
    );
    const forms = screen.getAllByRole('form');
    expect(forms).toHaveLength(2);
    const page = screen.getByRole('form', { name: 'Get new guides by email' });
    const footer = screen.getByRole('form', { name: 'Subscribe to our newsletter' });
    expect(page).not.toBe(footer);
    // Named from outside, the page's form draws no title of its own; the footer's keeps its title and pitch.
    expect(page).not.toHaveTextContent('Subscribe to our newsletter');
    expect(page).not.toHaveTextContent('Compliance tips');
    expect(footer).toHaveTextContent('Compliance tips and filing deadlines for founders, in your inbox.');
    for (const form of forms) expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveAttribute('name', 'email');
  });

  it("keeps an address typed into the server's form before its code arrived, and sends it", async () => {
    vi.mocked(subscribe).mockResolvedValue({ outcome: 'subscribed' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterForm tone="dark" />);
    document.body.append(container);
    const typed = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (!typed) throw new Error('no e-mail field');
    typed.value = 'early@example.com';
    const root = await act(async () => hydrateRoot(container, <NewsletterForm tone="dark" />));
    expect(field()).toBe(typed);
    expect(field()).toHaveValue('early@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith('early@example.com', { honeypotFilled: false }));
    act(() => root.unmount());
    container.remove();
  });

  it.each([
    ['focused', (field: HTMLInputElement) => field.focus()],
    ['typed into', (field: HTMLInputElement) => (field.value = 'early@example.com')],
  ])('loads what checks and sends as it goes live when its field was %s before, as a focus would', async (_, use) => {
    const { warmUp } = await import('./subscribe');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterForm tone="dark" />);
    document.body.append(container);
    use(container.querySelector<HTMLInputElement>('input[name="email"]')!);
    const root = await act(async () => hydrateRoot(container, <NewsletterForm tone="dark" />));
    await waitFor(() => expect(warmUp).toHaveBeenCalledTimes(1));
    act(() => root.unmount());
    container.remove();
  });

  it('loads nothing as it goes live when its field was left alone', async () => {
    const { warmUp } = await import('./subscribe');
    render(<NewsletterForm tone="dark" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('sends without a page load once live: the submit event is prevented', async () => {
    vi.mocked(subscribe).mockResolvedValue({ outcome: 'subscribed' });
    const user = userEvent.setup();
    render(<NewsletterForm />);
    let prevented: boolean | undefined;
    // After React's own listener, on the root: what the browser would do with the submission.
    const readSubmit = (event: Event) => {
      prevented = event.defaultPrevented;
    };
    document.addEventListener('submit', readSubmit);
    await user.type(field(), 'founder@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(subscribe).toHaveBeenCalled());
    document.removeEventListener('submit', readSubmit);
    expect(prevented).toBe(true);
  });

  it('shows Subscribing... while sending, then thanks and clears the field', async () => {
    let finish: (result: SubscribeResult) => void = () => {};
    vi.mocked(subscribe).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<NewsletterForm tone="dark" />);
    expect(screen.getByRole('form', { name: 'Subscribe to our newsletter' })).toHaveAttribute('novalidate');
    await user.type(field(), '  Founder@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    // An email input strips surrounding spaces itself; the schema trims too (see its test).
    expect(subscribe).toHaveBeenCalledWith('Founder@Example.com', { honeypotFilled: false });
    finish({ outcome: 'subscribed' });
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(toast.success).toHaveBeenCalledWith('Successfully subscribed to our mailing list!');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('marks an invalid address inline and as a toast, keeping what was typed', async () => {
    vi.mocked(subscribe).mockResolvedValue({ outcome: 'invalid', message: 'Invalid email address' });
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'founder@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(field()).toHaveAccessibleDescription('Invalid email address');
    expect(field()).toHaveValue('founder@');
    expect(field()).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith('Invalid email address');
    await user.type(field(), 'example.com');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('warns about a duplicate and keeps the field', async () => {
    vi.mocked(subscribe).mockResolvedValue({
      outcome: 'refused',
      notice: { tone: 'warning', message: 'This email is already subscribed' },
    });
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'founder@example.com{Enter}');
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('This email is already subscribed'));
    expect(field()).toHaveValue('founder@example.com');
  });

  it('reports a failure to load the sending code and lets the visitor retry', async () => {
    vi.mocked(subscribe).mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ outcome: 'subscribed' });
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'founder@example.com{Enter}');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to subscribe. Please try again.'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field()).toHaveValue(''));
  });

  it('tells the sender about a filled honeypot', async () => {
    vi.mocked(subscribe).mockResolvedValue({ outcome: 'subscribed' });
    const user = userEvent.setup();
    const { container } = render(<NewsletterForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="newsletter_website"]');
    if (!honeypot) throw new Error('no honeypot');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    honeypot.value = 'spam';
    await user.type(field(), 'bot@example.com{Enter}');
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith('bot@example.com', { honeypotFilled: true }));
  });
});
