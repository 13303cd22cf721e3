import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Textarea } from './textarea';

it('accepts multi-line text', async () => {
  render(<Textarea aria-label="Details" placeholder="Tell us more about your needs..." />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Details' }), 'Line one{Enter}Line two');
  expect(screen.getByRole('textbox')).toHaveValue('Line one\nLine two');
});
