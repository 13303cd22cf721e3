import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Section } from './section';

it('renders a labelled region with its tone', () => {
  render(
    <Section tone="navy" aria-labelledby="t">
      <h2 id="t">What we do</h2>
    </Section>,
  );
  const region = screen.getByRole('region', { name: 'What we do' });
  expect(region).toHaveAttribute('data-tone', 'navy');
  expect(region.className).toContain('bg-navy-900');
});
