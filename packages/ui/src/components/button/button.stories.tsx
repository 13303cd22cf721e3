import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ArrowRight } from 'lucide-react';
import { Button } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Talk to an expert', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'accent', 'secondary', 'outline', 'ghost', 'link', 'destructive'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to an expert' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['primary', 'accent', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">
        Large <ArrowRight aria-hidden="true" />
      </Button>
      <Button {...args} size="icon" aria-label="Next">
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Submitting...' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: (args) => (
    <Button asChild variant="outline">
      <a href="#pricing">{args.children}</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute('data-slot', 'button');
  },
};

export const LongText: Story = {
  args: { children: 'Not sure which service you need? Book a free consultation with our team' },
  render: (args) => (
    <div className="max-w-xs">
      <Button {...args} className="h-auto py-3 whitespace-normal" />
    </div>
  ),
};
