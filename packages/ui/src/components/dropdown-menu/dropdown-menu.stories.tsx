import type { Meta, StoryObj } from '@storybook/react-vite';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  render: (args) => (
    <div className="flex min-h-64 justify-center">
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost">
            More <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Learn</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <a href="#resources">Resources</a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href="#customers">Customers</a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled>Careers (soon)</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menu')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Resources' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Customers' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
