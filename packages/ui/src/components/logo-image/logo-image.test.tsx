import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LogoImage } from './logo-image';

it('is grayscale and disappears when the image fails', () => {
  render(<LogoImage src="/missing.png" alt="Client logo 1" />);
  const img = screen.getByRole('img', { name: 'Client logo 1' });
  expect(img.className).toContain('grayscale');
  fireEvent.error(img);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
