import type { Meta, StoryObj } from '@storybook/react-vite';
import Info from 'lucide-react/icons/info';
import { expect, screen } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  render: (args) => (
    <div className="flex min-h-40 items-end justify-center">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="About pricing">
            <Info aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Final scope and price are set after the first consultation call.</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

export const OnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About pricing' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Final scope and price');
  },
};
