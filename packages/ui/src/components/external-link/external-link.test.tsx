import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ExternalLink } from './external-link';

it('opens a new tab safely and says so to screen readers', () => {
  render(<ExternalLink href="https://example.com">Book a call</ExternalLink>);
  const link = screen.getByRole('link', { name: /^Book a call ?\(opens in a new tab\)$/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
