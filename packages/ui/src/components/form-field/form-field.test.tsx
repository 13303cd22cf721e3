import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, it } from 'vitest';
import { Input } from '../input/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { FormField, FormFieldset } from './form-field';

function EmailForm() {
  const { register, handleSubmit, formState } = useForm<{ email: string }>();
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <FormField label="Email" required error={formState.errors.email?.message}>
        <Input type="email" {...register('email', { required: 'Invalid email address' })} />
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

it('links the error to the control with react-hook-form register', async () => {
  const user = userEvent.setup();
  render(<EmailForm />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Invalid email address');
  await user.type(input, 'ada@example.com');
  expect(input).toHaveValue('ada@example.com');
});

it('hands the ids to a nested Radix control through a function child', () => {
  render(
    <FormField label="Company Size" error="Please select company size">
      {(control) => (
        <Select>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Select company size" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="10-100">10–100 employees</SelectItem>
          </SelectContent>
        </Select>
      )}
    </FormField>,
  );
  const trigger = screen.getByRole('combobox', { name: 'Company Size' });
  expect(trigger).toHaveAttribute('aria-invalid', 'true');
  expect(trigger).toHaveAccessibleDescription('Please select company size');
});

it('describes a fieldset by its error', () => {
  render(
    <FormFieldset legend="Services Interested In" error="Please select at least one service">
      <input type="checkbox" aria-label="Tax Filing" />
    </FormFieldset>,
  );
  expect(screen.getByRole('group', { name: 'Services Interested In' })).toHaveAccessibleDescription('Please select at least one service');
});
