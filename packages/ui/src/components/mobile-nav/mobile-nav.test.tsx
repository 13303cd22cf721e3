import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { MobileNav, MobileNavLink } from './mobile-nav';
import { MobileNavButton } from './mobile-nav-button';

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

it('has a menu button that works without the dialog, in the same look', () => {
  const { container } = render(<MobileNavButton className="md:hidden" />);
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const { container: inDialog } = render(<MobileNav triggerClassName="md:hidden">{null}</MobileNav>);
  expect(inDialog.querySelector('[data-slot="mobile-nav-trigger"]')?.className).toBe(container.querySelector('button')?.className);
});
