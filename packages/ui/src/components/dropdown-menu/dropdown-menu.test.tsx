import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

it('opens by keyboard and selects an item', async () => {
  const user = userEvent.setup();
  const onSelect = vi.fn();
  render(
    <DropdownMenu>
      <DropdownMenuTrigger>More</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onSelect}>Resources</DropdownMenuItem>
        <DropdownMenuItem>Customers</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>,
  );
  screen.getByRole('button', { name: 'More' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Resources' }));
  expect(onSelect).toHaveBeenCalledOnce();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
