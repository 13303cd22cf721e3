import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { MobileNav, MobileNavLink } from './mobile-nav';

it('toggles the panel, closes on Escape and on a link, and returns focus', async () => {
  const user = userEvent.setup();
  render(
    <MobileNav>
      <MobileNavLink href="#services">Services</MobileNavLink>
    </MobileNav>,
  );
  const button = screen.getByRole('button', { name: 'Open menu' });
  await user.click(button);
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  expect(button).toHaveAccessibleName('Close menu');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAccessibleName('Open menu');

  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Services' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
