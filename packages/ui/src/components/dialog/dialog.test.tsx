import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

it('opens from its trigger, closes on Escape and returns focus', async () => {
  const user = userEvent.setup();
  render(
    <Dialog>
      <DialogTrigger>Contact us</DialogTrigger>
      <DialogContent>
        <DialogTitle>Contact Us</DialogTitle>
        <DialogDescription>We reply within a day.</DialogDescription>
      </DialogContent>
    </Dialog>,
  );
  const trigger = screen.getByRole('button', { name: 'Contact us' });
  await user.click(trigger);
  expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});
