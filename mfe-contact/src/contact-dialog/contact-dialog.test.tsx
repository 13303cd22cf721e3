import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formProblemToastId } from '../contact-form/contact-messages';
import { driveSubmissionLoads } from '../contact-form/testing/submission-loads';
import { contactDraftKey } from '../contact-form/use-contact-draft';
import { ContactDialog } from './contact-dialog';

vi.mock('@staycompliant/ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@staycompliant/ui/toast')>()),
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../contact-form/submit-enquiry', () => ({ submitEnquiry: vi.fn(), warmUpBackend: vi.fn() }));
vi.mock('../contact-form/load-enquiry-submission', () => ({ loadEnquirySubmission: vi.fn(), isEnquirySubmissionLoaded: vi.fn() }));

const { toast } = await import('@staycompliant/ui/toast');
const { submitEnquiry } = await import('../contact-form/submit-enquiry');
const submissionLoads = await import('../contact-form/load-enquiry-submission');
let validation: ReturnType<typeof driveSubmissionLoads>;

const validDraft = {
  name: '  Ada Lovelace ',
  email: 'Ada@Example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'We need help with our first tax filing.',
};

function renderDialog(props: Partial<React.ComponentProps<typeof ContactDialog>> = {}) {
  const onOpenChange = vi.fn();
  const { rerender } = render(<ContactDialog open onOpenChange={onOpenChange} requestId={1} {...props} />);
  /** Closes the dialog and opens it again, as the shell does on the next Contact us. */
  const reopen = () => {
    rerender(<ContactDialog open={false} onOpenChange={onOpenChange} requestId={1} {...props} />);
    rerender(<ContactDialog open onOpenChange={onOpenChange} requestId={1} {...props} />);
    return screen.getByRole('dialog', { name: 'Contact Us' });
  };
  return { onOpenChange, reopen, dialog: screen.getByRole('dialog', { name: 'Contact Us' }) };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(submitEnquiry).mockReset();
  validation = driveSubmissionLoads(submissionLoads);
});

describe('ContactDialog', () => {
  it('shows the fields of the spec', () => {
    const { dialog } = renderDialog();
    const d = within(dialog);
    expect(d.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(d.getByRole('combobox', { name: 'Company Size' })).toHaveTextContent('Select company size');
    const services = d.getByRole('group', { name: 'Services Interested In' });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')),
    ).toHaveLength(6);
    expect(d.getByRole('checkbox', { name: 'Crypto Accounting & Taxes' })).not.toBeChecked();
    expect(d.getByRole('textbox', { name: 'Additional Details' })).toHaveAttribute('placeholder', 'Tell us more about your needs...');
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('on an empty submit: toasts the first message, marks every field, focuses the first, sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Submit' }));

    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Name is required', { id: formProblemToastId });
    const name = d.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
    expect(d.getByRole('combobox', { name: 'Company Size' })).toHaveAccessibleDescription('Please select company size');
    expect(d.getByRole('group', { name: 'Services Interested In' })).toHaveAccessibleDescription('Please select at least one service');
    expect(d.getByRole('textbox', { name: 'Additional Details' })).toHaveAccessibleDescription(
      'Between 10 and 1000 characters. Description must be at least 10 characters',
    );
    for (const field of [
      d.getByRole('textbox', { name: 'Email' }),
      d.getByRole('combobox', { name: 'Company Size' }),
      d.getByRole('textbox', { name: 'Additional Details' }),
    ]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(submitEnquiry).not.toHaveBeenCalled();
  });

  it('tells each field’s messages in turn, as the toast and beside the field, and focuses it', async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    const d = within(dialog);
    const fields = {
      name: d.getByRole('textbox', { name: 'Name' }),
      email: d.getByRole('textbox', { name: 'Email' }),
      companySize: d.getByRole('combobox', { name: 'Company Size' }),
      details: d.getByRole('textbox', { name: 'Additional Details' }),
    };
    const replace = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      if (text) {
        await user.click(field);
        await user.paste(text);
      }
    };
    /** Submits and expects `message` as the one form-problem toast, beside `field`, which has focus. */
    const expectFirstProblem = async (message: string, field: HTMLElement, focused: HTMLElement = field) => {
      await user.click(d.getByRole('button', { name: 'Submit' }));
      expect(toast.error).toHaveBeenLastCalledWith(message, { id: formProblemToastId });
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(d.getByText(message, { exact: true })).toBeVisible();
      await waitFor(() => expect(focused).toHaveFocus());
    };

    await replace(fields.name, '   ');
    await expectFirstProblem('Name is required', fields.name);
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    await replace(fields.name, 'n'.repeat(101));
    await expectFirstProblem('Name must be less than 100 characters', fields.name);
    await replace(fields.name, 'Grace Hopper');

    await expectFirstProblem('Invalid email address', fields.email);
    await replace(fields.email, 'grace@navy');
    await expectFirstProblem('Invalid email address', fields.email);
    await replace(fields.email, `${'g'.repeat(244)}@example.com`);
    await expectFirstProblem('Email must be less than 255 characters', fields.email);
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await replace(fields.email, 'grace@example.com');

    await expectFirstProblem('Please select company size', fields.companySize);
    await user.selectOptions(fields.companySize, 'Fewer than 10 employees');

    await expectFirstProblem(
      'Please select at least one service',
      d.getByRole('group', { name: 'Services Interested In' }),
      d.getByRole('checkbox', { name: 'Incorporation & Closure' }),
    );
    await user.click(d.getByRole('checkbox', { name: 'Legal Services' }));

    await expectFirstProblem('Description must be at least 10 characters', fields.details);
    await replace(fields.details, `  ${'d'.repeat(9)}  `);
    await expectFirstProblem('Description must be at least 10 characters', fields.details);
    await replace(fields.details, 'd'.repeat(1001));
    await expectFirstProblem('Description must be less than 1000 characters', fields.details);

    expect(submitEnquiry).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('keeps what was typed as a draft: closed and opened again, the dialog shows it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactDialog open onOpenChange={vi.fn()} requestId={1} />);
    const typed = within(screen.getByRole('dialog', { name: 'Contact Us' }));
    await user.type(typed.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(typed.getByRole('textbox', { name: 'Email' }), 'Grace@Example.com');
    await user.selectOptions(typed.getByRole('combobox', { name: 'Company Size' }), '10–100 employees');
    await user.click(typed.getByRole('checkbox', { name: 'Tax Filing' }));
    await user.click(typed.getByRole('checkbox', { name: 'Crypto Accounting & Taxes' }));
    await user.type(typed.getByRole('textbox', { name: 'Additional Details' }), 'Our first federal filing.');
    unmount();

    const { dialog } = renderDialog();
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper'));
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveValue('Grace@Example.com');
    expect(d.getByRole('combobox', { name: 'Company Size' })).toHaveValue('10-100');
    expect(d.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();
    expect(d.getByRole('checkbox', { name: 'Crypto Accounting & Taxes' })).toBeChecked();
    expect(d.getByRole('checkbox', { name: 'Legal Services' })).not.toBeChecked();
    expect(d.getByRole('textbox', { name: 'Additional Details' })).toHaveValue('Our first federal filing.');
  });

  it('moves the toast and focus to the first field still failing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(d.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(d.getByRole('button', { name: 'Submit' }));
    expect(toast.error).toHaveBeenLastCalledWith('Please select company size', { id: formProblemToastId });
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Company Size' })).toHaveFocus());
    expect(d.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('restores the draft, disables the form while sending, then thanks, closes, resets and forgets the draft', async () => {
    sessionStorage.setItem(contactDraftKey, JSON.stringify(validDraft));
    let finish: (sent: boolean) => void = () => {};
    vi.mocked(submitEnquiry).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('  Ada Lovelace '));
    expect(d.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();

    await user.click(d.getByRole('button', { name: 'Submit' }));
    const sending = await d.findByRole('button', { name: 'Submitting...' });
    expect(sending).toBeDisabled();
    expect(d.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(d.getByRole('combobox', { name: 'Company Size' })).toBeDisabled();
    expect(d.getByRole('checkbox', { name: 'Tax Filing' })).toBeDisabled();
    expect(d.getByRole('textbox', { name: 'Additional Details' })).toBeDisabled();
    expect(submitEnquiry).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company_size: '10-100',
      services_interested: ['Tax Filing'],
      description: 'We need help with our first tax filing.',
    });

    await act(async () => finish(true));
    expect(toast.dismiss).toHaveBeenCalledWith(formProblemToastId);
    expect(toast.success).toHaveBeenCalledWith("Thank you! We'll get back to you soon.");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
  });

  it('starts loading the validation as it opens, and a submit pressed before it is in sends once it is', async () => {
    sessionStorage.setItem(contactDraftKey, JSON.stringify(validDraft));
    vi.mocked(submitEnquiry).mockResolvedValue(true);
    const release = validation.hold();
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    // The shell mounts the dialog closed and opens it on a press of Contact us.
    const { rerender } = render(<ContactDialog open={false} onOpenChange={onOpenChange} requestId={1} />);
    await act(async () => {});
    expect(validation.load).not.toHaveBeenCalled();
    rerender(<ContactDialog open onOpenChange={onOpenChange} requestId={1} />);
    expect(validation.load).toHaveBeenCalled();
    const d = within(screen.getByRole('dialog', { name: 'Contact Us' }));
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('  Ada Lovelace '));
    await user.click(d.getByRole('button', { name: 'Submit' }));
    expect(d.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(submitEnquiry).not.toHaveBeenCalled();

    await act(async () => release());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(submitEnquiry).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith("Thank you! We'll get back to you soon.");
  });

  it('once sent, opened again, shows an empty form', async () => {
    vi.mocked(submitEnquiry).mockResolvedValue(true);
    const user = userEvent.setup();
    const { dialog, reopen } = renderDialog();
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(d.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.selectOptions(d.getByRole('combobox', { name: 'Company Size' }), '10–100 employees');
    await user.click(d.getByRole('checkbox', { name: 'Tax Filing' }));
    await user.type(d.getByRole('textbox', { name: 'Additional Details' }), 'Our first federal filing.');
    await user.click(d.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thank you! We'll get back to you soon."));

    const reopened = within(reopen());
    expect(reopened.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(reopened.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(reopened.getByRole('combobox', { name: 'Company Size' })).toHaveValue('');
    expect(reopened.getByRole('checkbox', { name: 'Tax Filing' })).not.toBeChecked();
    expect(reopened.getByRole('textbox', { name: 'Additional Details' })).toHaveValue('');
  });

  it('keeps the dialog open with the data when sending fails, focuses Submit, and a second press sends', async () => {
    sessionStorage.setItem(contactDraftKey, JSON.stringify(validDraft));
    vi.mocked(submitEnquiry).mockResolvedValue(false);
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Email' })).toHaveValue('Ada@Example.com'));
    await user.click(d.getByRole('button', { name: 'Submit' }));

    expect(await d.findByRole('alert')).toHaveTextContent('Failed to submit form. Please try again.');
    expect(toast.error).toHaveBeenCalledWith('Failed to submit form. Please try again.', { id: formProblemToastId });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('  Ada Lovelace ');
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveValue('Ada@Example.com');
    expect(d.getByRole('combobox', { name: 'Company Size' })).toHaveValue('10-100');
    expect(d.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();
    expect(d.getByRole('checkbox', { name: 'Legal Services' })).not.toBeChecked();
    expect(d.getByRole('textbox', { name: 'Additional Details' })).toHaveValue('We need help with our first tax filing.');
    const submit = d.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    await waitFor(() => expect(submit).toHaveFocus());
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey) ?? '{}')).toMatchObject({ email: 'Ada@Example.com' });

    // Once the backend answers again, the same Submit sends it.
    vi.mocked(submitEnquiry).mockResolvedValue(true);
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thank you! We'll get back to you soon."));
    expect(submitEnquiry).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the usual thanks and sends nothing when the honeypot is filled', async () => {
    sessionStorage.setItem(contactDraftKey, JSON.stringify(validDraft));
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('  Ada Lovelace '));
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="company_website"]');
    if (!honeypot) throw new Error('no honeypot');
    honeypot.value = 'https://spam.example';
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thank you! We'll get back to you soon."));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(submitEnquiry).not.toHaveBeenCalled();
  });

  it('ticks the service a caller asks for, keeping the visitor’s choices', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ContactDialog open onOpenChange={vi.fn()} requestId={1} service="Legal Services" />);
    expect(screen.getByRole('checkbox', { name: 'Legal Services' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Tax Filing' }));
    rerender(<ContactDialog open onOpenChange={vi.fn()} requestId={2} service="Crypto Accounting & Taxes" />);
    for (const name of ['Legal Services', 'Tax Filing', 'Crypto Accounting & Taxes']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
  });

  it('ticks the services of a request and writes its details into Additional Details, keeping the visitor’s words', async () => {
    const user = userEvent.setup();
    const estimate = 'First-year estimate: from $3,976. Statutory state fees are extra.';
    const request = { services: ['Incorporation & Closure', 'Tax Filing'] as const, details: estimate };
    const { rerender } = render(<ContactDialog open onOpenChange={vi.fn()} requestId={1} request={request} />);
    expect(screen.getByRole('checkbox', { name: 'Incorporation & Closure' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Legal Services' })).not.toBeChecked();
    const details = screen.getByRole('textbox', { name: 'Additional Details' });
    expect(details).toHaveValue(estimate);

    await user.type(details, ' Payroll too.');
    const newer = 'First-year estimate: from $4,200. Statutory state fees are extra.';
    rerender(<ContactDialog open onOpenChange={vi.fn()} requestId={2} request={{ services: ['Legal Services'], details: newer }} />);
    expect(details).toHaveValue(`${newer}\n\nPayroll too.`);
    for (const name of ['Incorporation & Closure', 'Legal Services', 'Tax Filing']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
  });

  it('sends the written-in details as the enquiry’s description', async () => {
    const user = userEvent.setup();
    vi.mocked(submitEnquiry).mockResolvedValue(true);
    const estimate = 'First-year estimate: from $3,976. Statutory state fees are extra.';
    // The visitor filled in their name, e-mail and size earlier, and left the details empty.
    sessionStorage.setItem(contactDraftKey, JSON.stringify({ ...validDraft, services_interested: [], description: '' }));
    render(<ContactDialog open onOpenChange={vi.fn()} requestId={1} request={{ services: ['Tax Filing'], details: estimate }} />);
    expect(screen.getByRole('textbox', { name: 'Additional Details' })).toHaveValue(estimate);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitEnquiry).toHaveBeenCalledOnce());
    expect(vi.mocked(submitEnquiry).mock.calls[0]![0]).toMatchObject({ services_interested: ['Tax Filing'], description: estimate });
  });
});
