import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Badge, Pill } from './badge';

it('renders a badge and a pill with their slots', () => {
  render(
    <>
      <Badge variant="accent">New</Badge>
      <Pill>Tax Filing</Pill>
    </>,
  );
  expect(screen.getByText('New')).toHaveAttribute('data-slot', 'badge');
  expect(screen.getByText('Tax Filing')).toHaveAttribute('data-slot', 'pill');
});
