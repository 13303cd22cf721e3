import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionHeading } from './section-heading';

const meta = {
  title: 'Layout/SectionHeading',
  component: SectionHeading,
  args: { eyebrow: 'Testimonials', title: 'What Our Clients Say', description: 'Founders who trust us with their compliance.' },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PageTitle: Story = {
  args: {
    as: 'h1',
    eyebrow: undefined,
    title: 'Start & Stay Compliant in USA',
    description: 'Keep your USA company 100% compliant with us',
  },
};
export const LeftAligned: Story = { args: { align: 'left' } };
export const LongText: Story = {
  args: {
    title: 'Incorporation, legal, accounting, tax filing and crypto compliance for founders building in the United States',
    description:
      'From the first filing to the yearly franchise tax, our team of accountants and lawyers keeps every deadline, so you can spend your time on the product and the customers who pay for it.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
