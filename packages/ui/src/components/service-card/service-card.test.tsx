import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ServiceCard } from './service-card';

it('shows title, description and the given action', () => {
  render(
    <ServiceCard
      title="Legal Services"
      description="Contracts and compliance"
      action={
        <a href="/services/legal">
          Learn More<span className="sr-only"> about Legal Services</span>
        </a>
      }
    />,
  );
  expect(screen.getByRole('heading', { name: 'Legal Services' })).toBeInTheDocument();
  expect(screen.getByText('Contracts and compliance')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Learn More about Legal Services' })).toHaveAttribute('href', '/services/legal');
});
