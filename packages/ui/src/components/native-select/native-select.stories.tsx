import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { NativeSelect, NativeSelectOption } from './native-select';

const entities = [
  { value: 'c-corp', label: 'C corporation' },
  { value: 'multi-member-llc', label: 'Multi-member LLC' },
  { value: 'single-member-llc', label: 'Single-member LLC' },
];

const options = entities.map((entity) => (
  <NativeSelectOption key={entity.value} value={entity.value}>
    {entity.label}
  </NativeSelectOption>
));

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { 'aria-label': 'Entity type', defaultValue: 'c-corp', children: options },
  render: (args) => (
    <div className="max-w-sm">
      <NativeSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Entity type' });
    await userEvent.selectOptions(select, 'Single-member LLC');
    await expect(select).toHaveValue('single-member-llc');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const LongOption: Story = {
  args: {
    defaultValue: 'long',
    children: <NativeSelectOption value="long">Enterprise: Tailored Pricing for multi-entity and multi-state setups</NativeSelectOption>,
  },
};

/** The closed select, valid and invalid, in every state; the open list is the browser's own. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="NativeSelect: closed select by state"
      rows={[
        {
          label: 'chosen',
          render: (state) => (
            <div className="w-52">
              <NativeSelect aria-label="Entity type" defaultValue="c-corp" disabled={state === 'disabled'}>
                {options}
              </NativeSelect>
            </div>
          ),
        },
        {
          label: 'invalid',
          render: (state) => (
            <div className="w-52">
              <NativeSelect aria-label="Entity type" aria-invalid defaultValue="c-corp" disabled={state === 'disabled'}>
                {options}
              </NativeSelect>
            </div>
          ),
        },
      ]}
    />
  ),
};
