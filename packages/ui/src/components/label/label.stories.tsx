import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input';
import { Label } from './label';

const meta = {
  title: 'Forms/Label',
  component: Label,
  args: { children: 'Name', htmlFor: 'name' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label {...args} />
      <Input id="name" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
