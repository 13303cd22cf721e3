import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster, toast } from './toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  args: { position: 'top-center' },
  render: (args) => (
    <div className="flex min-h-48 flex-wrap items-end gap-3">
      <Toaster {...args} />
      <Button onClick={() => toast.success('Thank you! We will be in touch soon.')}>Show success</Button>
      <Button variant="destructive" onClick={() => toast.error('Please select company size')}>
        Show error
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await screen.findByText('Thank you! We will be in touch soon.')).toBeVisible();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: stories are named by the toast's kind, as designers browse them
export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(await screen.findByText('Please select company size')).toBeVisible();
  },
};
