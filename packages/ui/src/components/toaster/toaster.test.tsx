import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Toaster, toast } from './toaster';

it('shows a toast through the helper', async () => {
  render(<Toaster />);
  act(() => {
    toast.error('Please select company size');
  });
  expect(await screen.findByText('Please select company size')).toBeInTheDocument();
});
