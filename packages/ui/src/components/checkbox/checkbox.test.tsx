import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Checkbox } from './checkbox';

it('toggles', async () => {
  render(<Checkbox aria-label="Tax Filing" />);
  const box = screen.getByRole('checkbox', { name: 'Tax Filing' });
  await userEvent.click(box);
  expect(box).toBeChecked();
});
