import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Scale from 'lucide-react/icons/scale';
import { StateGrid } from '../../stories/state-grid';
import { ServiceCard } from './service-card';

const learnMore = (
  <a
    href="#legal"
    className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
  >
    Learn More<span className="sr-only"> about legal services</span>
    <ArrowRight aria-hidden="true" className="size-4" />
  </a>
);

const meta = {
  title: 'Cards/ServiceCard',
  component: ServiceCard,
  args: {
    icon: <Scale />,
    title: 'Legal Services',
    description: 'Contracts, agreements and ongoing legal compliance for your US company.',
    action: learnMore,
  },
  render: (args) => (
    <div className="max-w-sm">
      <ServiceCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutAction: Story = { args: { action: undefined } };
export const LongText: Story = {
  args: {
    title: 'Crypto Accounting & Taxes for token issuers, DAOs and exchanges',
    description:
      'Wallet reconciliation, cost-basis tracking across chains, revenue recognition for token sales and the federal and state filings that follow, handled by accountants who know the space.',
  },
};
export const Grid: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {['Incorporation & Closure', 'Legal Services', 'Accounting & Bookkeeping'].map((title) => (
        <ServiceCard key={title} {...args} title={title} />
      ))}
    </div>
  ),
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** The card lifts to the card-hover shadow under the pointer; its link carries the focus. */
export const States: Story = {
  render: (args) => (
    <StateGrid
      caption="ServiceCard: by state"
      states={['rest', 'hover', 'focus-visible']}
      rows={[{ label: 'card', render: () => <ServiceCard {...args} className="w-64" description="Contracts and legal compliance." /> }]}
    />
  ),
};
