import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, Calculator, Scale } from 'lucide-react';
import { Badge, Pill } from './badge';

const meta = {
  title: 'Cards/Badge',
  component: Badge,
  args: { children: 'Tax' },
  argTypes: { variant: { control: 'select', options: ['default', 'secondary', 'accent', 'outline', 'success', 'destructive'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'accent', 'outline', 'success', 'destructive'] as const).map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

export const Pills: Story = {
  render: () => (
    <div className="grid max-w-md grid-cols-2 gap-3">
      <Pill><Building2 aria-hidden="true" /> Incorporation & Closure</Pill>
      <Pill><Scale aria-hidden="true" /> Legal Services</Pill>
      <Pill><Calculator aria-hidden="true" /> Accounting & Bookkeeping</Pill>
    </div>
  ),
};
