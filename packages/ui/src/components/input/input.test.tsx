import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Input } from './input';

it('accepts typing', async () => {
  render(<Input aria-label="Name" />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  expect(screen.getByRole('textbox')).toHaveValue('Ada');
});
