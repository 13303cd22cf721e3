import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SectionHeading } from './section-heading';

it('renders eyebrow, heading at the given level and description', () => {
  render(<SectionHeading as="h1" eyebrow="Services" title="What we do" description="Six services" titleId="wwd" />);
  expect(screen.getByRole('heading', { level: 1, name: 'What we do' })).toHaveAttribute('id', 'wwd');
  expect(screen.getByText('Services')).toBeInTheDocument();
  expect(screen.getByText('Six services')).toBeInTheDocument();
});
