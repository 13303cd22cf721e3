import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { expect, fn } from 'storybook/test';
import { ComponentGrid, StateGrid } from '../../stories/state-grid';
import { variantControls } from '../../stories/variant-controls';
import { Button, buttonVariantConfig } from './button';

const controls = variantControls(buttonVariantConfig);
const variants = controls.argTypes.variant.options as (keyof typeof buttonVariantConfig.variants.variant)[];
const sizes = controls.argTypes.size.options as (keyof typeof buttonVariantConfig.variants.size)[];

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { ...controls.args, children: 'Talk to an expert', onClick: fn() },
  argTypes: controls.argTypes,
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
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large <ArrowRight aria-hidden="true" />
      </Button>
      <Button {...args} size="icon" aria-label="Next">
        <ArrowRight aria-hidden="true" />
      </Button>
      <Button {...args} size="icon" shape="pill" aria-label="Next (round)">
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

/** A long label stays on one line, as every button's does: the label is what is kept short. */
export const LongText: Story = {
  args: { children: 'Not sure which service you need? Book a free consultation' },
};

function ButtonIn({
  variant,
  size,
  disabled,
  label,
}: {
  variant: (typeof variants)[number];
  size: (typeof sizes)[number];
  disabled?: boolean;
  label?: string;
}) {
  const button =
    size === 'icon' ? (
      <Button variant={variant} size="icon" disabled={disabled} aria-label={`Next (${variant})`}>
        <ArrowRight aria-hidden="true" />
      </Button>
    ) : (
      <Button variant={variant} size={size} disabled={disabled}>
        {label ?? 'Talk to an expert'}
      </Button>
    );
  // The variants made for a dark band or a toast are shown on one.
  return variant.endsWith('inverted') ? <div className="w-fit rounded-control bg-navy-900 p-1">{button}</div> : button;
}

/** Every variant at every size; `icon` takes an icon and an aria-label instead of text. */
export const VariantsBySize: Story = {
  render: () => (
    <ComponentGrid
      caption="Button: variant by size"
      columns={sizes}
      rows={variants.map((variant) => ({
        label: variant,
        render: (size: (typeof sizes)[number]) => <ButtonIn variant={variant} size={size} />,
      }))}
    />
  ),
};

/** Every variant at rest, under the pointer, focused from the keyboard, pressed and disabled. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="Button: variant by state (the kit has no pressed style of its own: pressed shows hover)"
      rows={variants.map((variant) => ({
        label: variant,
        render: (state) => <ButtonIn variant={variant} size="md" disabled={state === 'disabled'} label="Get started" />,
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const [rest, hover] = canvas.getAllByRole('button', { name: 'Get started' });
    await expect(getComputedStyle(hover!).backgroundColor).not.toBe(getComputedStyle(rest!).backgroundColor);
  },
};
