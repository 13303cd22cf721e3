import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const plans = [
  { id: 'incorporation', label: 'Incorporation' },
  { id: 'legal', label: 'Legal' },
  { id: 'accounting', label: 'Accounting' },
  { id: 'taxes', label: 'Taxes' },
  { id: 'web3', label: 'Web3' },
];

const meta = {
  title: 'Disclosure/Tabs',
  component: Tabs,
  args: { defaultValue: 'incorporation' },
  render: (args) => (
    <Tabs {...args} className="items-center">
      <TabsList aria-label="Pricing plans">
        {plans.map((plan) => (
          <TabsTrigger key={plan.id} value={plan.id} disabled={plan.id === 'web3' && args.orientation === 'vertical'}>
            {plan.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {plans.map((plan) => (
        <TabsContent key={plan.id} value={plan.id} className="w-full max-w-xl rounded-card border border-border p-6">
          <p className="text-lg font-semibold text-navy-900">{plan.label} plans</p>
          <p className="text-muted-foreground">Basic, Pro and Enterprise plans for {plan.label.toLowerCase()}.</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Incorporation' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Taxes' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Taxes plans');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Accounting' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The active and an inactive tab in every state. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="Tabs: triggers by state"
      rows={[
        {
          label: 'active, inactive',
          render: (state) => (
            <Tabs defaultValue="legal">
              <TabsList aria-label="Plans">
                <TabsTrigger value="legal" disabled={state === 'disabled'}>
                  Legal
                </TabsTrigger>
                <TabsTrigger value="taxes" disabled={state === 'disabled'}>
                  Taxes
                </TabsTrigger>
              </TabsList>
              <TabsContent value="legal" className="sr-only">
                Legal plans
              </TabsContent>
            </Tabs>
          ),
        },
      ]}
    />
  ),
};
