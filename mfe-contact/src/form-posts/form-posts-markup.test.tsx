import { type PostedForm, postedFormQueryKey, serviceNames } from '@staycompliant/contracts';
import { QueryClient, QueryClientProvider } from '@staycompliant/query';
import { MemoryRouter } from '@staycompliant/router';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '../pages/contact-page';
import { EnquirySentPage } from '../pages/enquiry-sent-page';
import { NewsletterPage } from '../pages/newsletter-page';
import { NewsletterSubscribedPage } from '../pages/newsletter-subscribed-page';

// The forms without JavaScript (docs/architecture/site-server.md, "Forms without JavaScript"): the server's HTML
// of each form posts natively, under the names the site server reads, and a page the server renders
// again for a refused post shows what was typed and the messages, then hydrates without a mismatch.

vi.mock('../contact-form/submit-enquiry', () => ({ submitEnquiry: vi.fn(), warmUpBackend: vi.fn() }));

function page(path: string, children: ReactNode, posted?: PostedForm) {
  const queryClient = new QueryClient();
  if (posted) queryClient.setQueryData(postedFormQueryKey, posted);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** The server's HTML in the document, as the browser gets it before any script. */
function serve(path: string, children: ReactNode, posted?: PostedForm) {
  container.innerHTML = renderToString(page(path, children, posted));
  return container;
}

/** Hydrates the served HTML from the same state; React reports any mismatch through console.error. */
async function hydrate(path: string, children: ReactNode, posted?: PostedForm) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(path, children, posted), { onRecoverableError: (error) => recoverable.push(error) });
  });
  const calls = errors.mock.calls.map((call) => call.map(String).join(' '));
  errors.mockRestore();
  return { recoverable, calls };
}

/** What a native submit of this form would send: its method, action and fields (FormData). */
function nativeSubmission(form: HTMLFormElement) {
  return { method: form.getAttribute('method'), action: form.getAttribute('action'), fields: [...new FormData(form).entries()] };
}

beforeEach(() => {
  sessionStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the contact form in the server HTML', () => {
  it('posts to /contact, every native control named as the site server reads it', () => {
    const served = serve('/contact?service=taxes', <ContactPage />);
    const form = served.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact');
    expect(form.hasAttribute('novalidate')).toBe(true);
    const names = [...form.elements]
      .filter((element) => element.tagName !== 'BUTTON' && element.tagName !== 'FIELDSET')
      .map((element) => element.getAttribute('name'));
    expect(names).toEqual([
      'name',
      'email',
      'company_size',
      ...serviceNames.map(() => 'services_interested'),
      'description',
      'company_website',
    ]);
    const select = within(form).getByRole('combobox', { name: 'Company Size' });
    expect(select.tagName).toBe('SELECT');
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'less than 10', '10-100', '100+']);
    for (const name of serviceNames) {
      const box = within(form).getByRole('checkbox', { name });
      expect(box.tagName).toBe('INPUT');
      expect(box).toHaveAttribute('value', name);
    }
    expect(within(form).getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    // What the browser sends with scripts off: the ticked service, an unchosen size, the empty honeypot.
    expect(nativeSubmission(form).fields).toEqual([
      ['name', ''],
      ['email', ''],
      ['company_size', ''],
      ['services_interested', 'Tax Filing'],
      ['description', ''],
      ['company_website', ''],
    ]);
  });

  it('shows a refused post as it was typed, with the schema’s messages and their summary, focus on the first, and hydrates as served', async () => {
    const posted: PostedForm = {
      form: 'enquiry',
      values: {
        name: 'Ada <b>Lovelace</b>',
        email: 'ada@example',
        company_size: '10-100',
        services_interested: ['Legal Services', 'Crypto Accounting & Taxes'],
        description: 'Short',
      },
      errors: { email: 'Invalid email address', description: 'Description must be at least 10 characters' },
    };
    const form = serve('/contact', <ContactPage />, posted).querySelector('form')!;
    expect(nativeSubmission(form).fields).toEqual([
      ['name', 'Ada <b>Lovelace</b>'],
      ['email', 'ada@example'],
      ['company_size', '10-100'],
      ['services_interested', 'Legal Services'],
      ['services_interested', 'Crypto Accounting & Taxes'],
      ['description', 'Short'],
      ['company_website', ''],
    ]);
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(within(form).getByRole('textbox', { name: 'Additional Details' })).toHaveAccessibleDescription(
      'Between 10 and 1000 characters. Description must be at least 10 characters',
    );
    expect(within(form).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    // The first failing field takes focus as the page loads, as a submit in the browser focuses it.
    expect(email).toHaveAttribute('autofocus');
    expect(form.querySelectorAll('[autofocus]')).toHaveLength(1);
    const summary = within(form).getByRole('heading', { name: 'Please correct these 2 fields:' }).parentElement!;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Email: Invalid email address',
      'Additional Details: Description must be at least 10 characters',
    ]);
    expect(links[0]!.getAttribute('href')).toBe(`#${email.id}`);

    const { recoverable, calls } = await hydrate('/contact', <ContactPage />, posted);
    expect(recoverable).toEqual([]);
    expect(calls.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByRole('checkbox', { name: 'Legal Services' })).toBeChecked();
    // What was sent is kept as the draft, for the dialog too.
    expect(JSON.parse(sessionStorage.getItem('staycompliant:contact-draft') ?? 'null')).toMatchObject({ email: 'ada@example' });
  });

  it('says the enquiry could not be stored when the backend failed, keeping it', () => {
    const served = serve('/contact', <ContactPage />, {
      form: 'enquiry',
      values: {
        name: 'Ada',
        email: 'ada@example.com',
        company_size: '100+',
        services_interested: ['Tax Filing'],
        description: 'Ten letters or more.',
      },
      errors: {},
      failed: true,
    });
    expect(within(served).getByRole('alert')).toHaveTextContent('Failed to submit form. Please try again.');
    expect(within(served).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(within(served).queryByRole('heading', { name: /Please correct/ })).toBeNull();
  });
});

describe('the newsletter page and the thanks pages', () => {
  it('/newsletter posts its e-mail to /newsletter, and shows a refused one with its message', async () => {
    const empty = serve('/newsletter', <NewsletterPage />).querySelector('form')!;
    expect(nativeSubmission(empty)).toEqual({
      method: 'post',
      action: '/newsletter',
      fields: [
        ['email', ''],
        ['newsletter_website', ''],
      ],
    });

    const posted: PostedForm = { form: 'newsletter', values: { email: 'not-an-address' }, errors: { email: 'Invalid email address' } };
    const form = serve('/newsletter', <NewsletterPage />, posted).querySelector('form')!;
    const field = within(form).getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveValue('not-an-address');
    expect(field).toHaveAccessibleDescription('Invalid email address');
    expect(field).toHaveAttribute('autofocus');
    const { recoverable, calls } = await hydrate('/newsletter', <NewsletterPage />, posted);
    expect(recoverable).toEqual([]);
    expect(calls.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
  });

  it('answers an address already subscribed as the footer’s form does', () => {
    const served = serve('/newsletter', <NewsletterPage />, {
      form: 'newsletter',
      values: { email: 'Known@Example.com' },
      errors: {},
      refusal: { code: '23505', status: 409 },
    });
    expect(within(served).getByRole('status')).toHaveTextContent('This email is already subscribed');
    expect(within(served).getByRole('textbox', { name: 'Email address' })).toHaveValue('Known@Example.com');
  });

  it('thanks the visitor in the words the forms use, with the ways on', () => {
    const sent = serve('/contact/sent', <EnquirySentPage />);
    expect(within(sent).getByRole('heading', { level: 1 })).toHaveTextContent("Thank you! We'll get back to you soon.");
    expect(within(sent).getByRole('link', { name: 'Send another enquiry' })).toHaveAttribute('href', '/contact');
    expect(within(sent).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const subscribed = serve('/newsletter/subscribed', <NewsletterSubscribedPage />);
    expect(within(subscribed).getByRole('heading', { level: 1 })).toHaveTextContent('Successfully subscribed to our mailing list!');
  });
});
