import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Container } from './container';

it('centres its content and merges classes', () => {
  render(<Container className="py-4">Content</Container>);
  const container = screen.getByText('Content');
  expect(container).toHaveAttribute('data-slot', 'container');
  expect(container.className).toMatch(/mx-auto/);
  expect(container.className).toMatch(/py-4/);
});
