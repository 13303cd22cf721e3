import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Toaster, toast } from './toaster';

it('shows a toast through the helper', async () => {
  render(<Toaster />);
  act(() => {
    toast.error('Please select company size');
  });
  expect(await screen.findByText('Please select company size')).toBeInTheDocument();
});

it('keeps toasts asked for before sonner has loaded, in order, and dismisses one by the id it returned', async () => {
  const { unmount } = render(<Toaster />);
  let first: string | number = '';
  act(() => {
    first = toast.success('First saved');
    toast.warning('Second warned');
  });
  expect(await screen.findByText('First saved')).toBeInTheDocument();
  expect(await screen.findByText('Second warned')).toBeInTheDocument();
  const texts = [...document.querySelectorAll('[data-sonner-toast]')].map((toastElement) => toastElement.textContent);
  expect(texts.findIndex((text) => text?.includes('First saved'))).toBeGreaterThan(
    texts.findIndex((text) => text?.includes('Second warned')),
  );
  act(() => toast.dismiss(first));
  await waitFor(() => expect(screen.queryByText('First saved')).not.toBeInTheDocument());
  expect(screen.getByText('Second warned')).toBeInTheDocument();
  unmount();
});

it('shows a toast asked for before the Toaster mounted', async () => {
  act(() => {
    toast.info('Said early');
  });
  render(<Toaster />);
  expect(await screen.findByText('Said early')).toBeInTheDocument();
});
