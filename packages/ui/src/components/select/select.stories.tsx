import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const sizes = [
  { value: 'less than 10', label: 'Fewer than 10 employees' },
  { value: '10-100', label: '10–100 employees' },
  { value: '100+', label: 'More than 100 employees' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  render: (args) => (
    <div className="min-h-64 max-w-sm">
      <Select {...args}>
        <SelectTrigger aria-label="Company Size">
          <SelectValue placeholder="Select company size" />
        </SelectTrigger>
        <SelectContent>
          {sizes.map((size) => (
            <SelectItem key={size.value} value={size.value}>
              {size.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { defaultValue: '10-100' } };
export const Disabled: Story = { args: { disabled: true } };

export const PickByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Company Size' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('10–100 employees'));
  },
};

/** The closed trigger, empty and chosen, in every state (the open list: PickByKeyboard). */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="Select: trigger by state"
      rows={[
        {
          label: 'empty',
          render: (state) => (
            <div className="w-52">
              <SizeSelect disabled={state === 'disabled'} />
            </div>
          ),
        },
        {
          label: 'chosen',
          render: (state) => (
            <div className="w-52">
              <SizeSelect disabled={state === 'disabled'} defaultValue="10-100" />
            </div>
          ),
        },
      ]}
    />
  ),
};

function SizeSelect(props: React.ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <SelectTrigger aria-label="Company Size">
        <SelectValue placeholder="Select company size" />
      </SelectTrigger>
      <SelectContent>
        {sizes.map((size) => (
          <SelectItem key={size.value} value={size.value}>
            {size.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
