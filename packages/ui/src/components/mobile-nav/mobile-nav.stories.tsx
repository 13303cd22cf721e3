import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { MobileNav, MobileNavLink } from './mobile-nav';
import { MobileNavButton } from './mobile-nav-button';

const links = ['Services', 'Pricing', 'Blog', 'About', 'Partners', 'Resources', 'Customers'];

const meta = {
  title: 'Overlays/MobileNav',
  component: MobileNav,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    children: links.map((label) => (
      <MobileNavLink key={label} href={`#${label.toLowerCase()}`} active={label === 'Pricing'}>
        {label}
      </MobileNavLink>
    )),
  },
  render: (args) => (
    <header className="flex items-center justify-between border-b border-border px-4 py-2">
      <span className="text-lg font-bold text-navy-900">StayCompliant</span>
      <MobileNav {...args} />
    </header>
  ),
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

export const ToggleAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleName('Open menu');
  },
};

/** The button alone (MobileNavButton), which an app shows until the dialog's code is loaded. */
export const ButtonAlone: Story = {
  render: () => (
    <header className="flex items-center justify-between border-b border-border px-4 py-2">
      <span className="text-lg font-bold text-navy-900">StayCompliant</span>
      <MobileNavButton />
    </header>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The menu button, closed and open, in every state (it has no disabled look: it is never disabled). */
export const ButtonStates: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'padded' },
  render: () => (
    <StateGrid
      caption="MobileNav button: by state"
      states={['rest', 'hover', 'focus-visible', 'pressed']}
      rows={[false, true].map((open) => ({ label: open ? 'open' : 'closed', render: () => <MobileNavButton open={open} /> }))}
    />
  ),
};
