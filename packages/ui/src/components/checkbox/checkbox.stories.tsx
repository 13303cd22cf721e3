import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { Label } from '../label/label';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { id: 'svc-tax' },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor="svc-tax">Tax Filing</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Toggle: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Tax Filing' });
    await userEvent.click(canvas.getByText('Tax Filing'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** Unchecked, checked and invalid boxes in every state. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="Checkbox: value by state"
      rows={[
        { label: 'unchecked', render: (state) => <Checkbox aria-label="Tax Filing" disabled={state === 'disabled'} /> },
        { label: 'checked', render: (state) => <Checkbox aria-label="Tax Filing" defaultChecked disabled={state === 'disabled'} /> },
        { label: 'invalid', render: (state) => <Checkbox aria-label="Tax Filing" aria-invalid disabled={state === 'disabled'} /> },
      ]}
    />
  ),
};
