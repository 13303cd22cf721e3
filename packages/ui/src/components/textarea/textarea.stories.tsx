import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Additional Details', placeholder: 'Tell us more about your needs...' },
  render: (args) => (
    <div className="max-w-md">
      <Textarea {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Additional Details' });
    await userEvent.type(box, 'We need a Delaware C-Corp and monthly bookkeeping.');
    await expect(box).toHaveValue('We need a Delaware C-Corp and monthly bookkeeping.');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'Too short' } };

/** Empty, filled and invalid in every state. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="Textarea: content by state"
      rows={[
        {
          label: 'empty',
          render: (state) => (
            <div className="w-52">
              <Textarea aria-label="Additional Details" placeholder="Tell us more..." rows={2} disabled={state === 'disabled'} />
            </div>
          ),
        },
        {
          label: 'filled',
          render: (state) => (
            <div className="w-52">
              <Textarea
                aria-label="Additional Details"
                defaultValue="A Delaware C-Corp, please."
                rows={2}
                disabled={state === 'disabled'}
              />
            </div>
          ),
        },
        {
          label: 'invalid',
          render: (state) => (
            <div className="w-52">
              <Textarea aria-label="Additional Details" aria-invalid defaultValue="Too short" rows={2} disabled={state === 'disabled'} />
            </div>
          ),
        },
      ]}
    />
  ),
};
