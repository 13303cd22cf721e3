import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'Email', placeholder: 'you@company.com', type: 'email' },
  render: (args) => (
    <div className="max-w-sm">
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'founder@example.com');
    await expect(input).toHaveValue('founder@example.com');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'founder@example.com' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'founder@' } };
export const LongText: Story = {
  args: { defaultValue: 'a-very-long-email-address-for-a-founder-with-a-long-name@an-even-longer-company-domain.example.com' },
};

/** Empty, filled and invalid fields in every state; focus-visible is how a field looks while typing. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="Input: content by state"
      rows={[
        {
          label: 'empty',
          render: (state) => (
            <div className="w-52">
              <Input aria-label="Email" placeholder="you@company.com" disabled={state === 'disabled'} />
            </div>
          ),
        },
        {
          label: 'filled',
          render: (state) => (
            <div className="w-52">
              <Input aria-label="Email" defaultValue="founder@example.com" disabled={state === 'disabled'} />
            </div>
          ),
        },
        {
          label: 'invalid',
          render: (state) => (
            <div className="w-52">
              <Input aria-label="Email" aria-invalid defaultValue="founder@" disabled={state === 'disabled'} />
            </div>
          ),
        },
      ]}
    />
  ),
};
