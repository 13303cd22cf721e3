import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

it('picks an option', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <Select onValueChange={onValueChange}>
      <SelectTrigger aria-label="Company size">
        <SelectValue placeholder="Select company size" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="less than 10">Fewer than 10 employees</SelectItem>
        <SelectItem value="10-100">10–100 employees</SelectItem>
      </SelectContent>
    </Select>,
  );
  await user.click(screen.getByRole('combobox', { name: 'Company size' }));
  await user.click(await screen.findByRole('option', { name: '10–100 employees' }));
  expect(onValueChange).toHaveBeenCalledWith('10-100');
  expect(screen.getByRole('combobox')).toHaveTextContent('10–100 employees');
});
