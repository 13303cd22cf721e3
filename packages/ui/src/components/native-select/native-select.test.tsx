import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { expect, it, vi } from 'vitest';
import { Label } from '../label/label';
import { NativeSelect, NativeSelectOption } from './native-select';

const Months = (props: ComponentProps<typeof NativeSelect>) => (
  <>
    <Label htmlFor="month">Tax year ends in</Label>
    <NativeSelect id="month" name="fye" {...props}>
      <NativeSelectOption value="6">June</NativeSelectOption>
      <NativeSelectOption value="12">December</NativeSelectOption>
    </NativeSelect>
  </>
);

it('is a native select named by the label the caller gives it, and picks an option', async () => {
  const onChange = vi.fn();
  render(<Months defaultValue="12" onChange={(event) => onChange(event.currentTarget.value)} />);
  const select = screen.getByRole('combobox', { name: 'Tax year ends in' });
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveAttribute('data-slot', 'native-select');
  expect(select).toHaveValue('12');
  await userEvent.selectOptions(select, 'June');
  expect(onChange).toHaveBeenCalledWith('6');
  expect(select).toHaveValue('6');
  expect(screen.getByRole('option', { name: 'June' })).toHaveAttribute('data-slot', 'native-select-option');
});

it('draws its own chevron, hidden from assistive technology, over a select without the native arrow', () => {
  render(<Months />);
  const select = screen.getByRole('combobox', { name: 'Tax year ends in' });
  const icon = select.closest('[data-slot="native-select-wrapper"]')?.querySelector('[data-slot="native-select-icon"]');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(select).toHaveClass('appearance-none');
});

it('shows an error through aria-invalid, and keeps the caller’s classes', () => {
  render(<Months aria-invalid className="font-mono" />);
  const select = screen.getByRole('combobox', { name: 'Tax year ends in' });
  expect(select).toBeInvalid();
  expect(select).toHaveClass('aria-invalid:border-destructive', 'font-mono');
});

it('sends its value with a plain form, as a GET form needs before scripts run', () => {
  render(
    <form aria-label="Company">
      <Months defaultValue="6" />
    </form>,
  );
  const form = screen.getByRole('form', { name: 'Company' }) as HTMLFormElement;
  expect(new FormData(form).get('fye')).toBe('6');
});
