import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ServiceCard } from './service-card';

it('shows title, description and the given action', () => {
  render(
    <ServiceCard
      title="Legal Services"
      description="Contracts and compliance"
      action={<a href="/services/legal">Legal services in detail</a>}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Legal Services' })).toBeInTheDocument();
  expect(screen.getByText('Contracts and compliance')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Legal services in detail' })).toHaveAttribute('href', '/services/legal');
});
