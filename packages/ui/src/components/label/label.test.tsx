import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Label } from './label';

it('labels its control', () => {
  render(
    <>
      <Label htmlFor="email">Email</Label>
      <input id="email" />
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
});
