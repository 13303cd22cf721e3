import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateGrid } from '../../stories/state-grid';
import { ExternalLink } from './external-link';

const meta = {
  title: 'Actions/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://example.com/book', children: 'Book a free consultation' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Book a free consultation ?\(opens in a new tab\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithIcon: Story = { args: { showIcon: true } };

export const LongText: Story = {
  args: { showIcon: true, children: 'Read the complete guide to staying compliant with every state filing deadline in the USA' },
  render: (args) => (
    <p className="max-w-sm">
      <ExternalLink {...args} />
    </p>
  ),
};

/** `look="inline"` inside a sentence: always underlined, it wraps with the text. */
export const InSentence: Story = {
  render: () => (
    <p className="max-w-sm text-sm text-muted-foreground">
      Due each year by April 15 for a calendar-year company. Source:{' '}
      <ExternalLink href="https://www.irs.gov/forms-pubs/about-form-5472" look="inline">
        IRS, About Form 5472, Information Return of a 25% Foreign-Owned U.S. Corporation
      </ExternalLink>
    </p>
  ),
};

/** Under the pointer the link is underlined; from the keyboard it gets the focus ring. Links have no disabled state. */
export const States: Story = {
  render: () => (
    <StateGrid
      caption="ExternalLink: by state"
      states={['rest', 'hover', 'focus-visible', 'pressed']}
      rows={[
        { label: 'text', render: () => <ExternalLink href="https://example.com/book">Book a consultation</ExternalLink> },
        {
          label: 'with icon',
          render: () => (
            <ExternalLink href="https://example.com/book" showIcon>
              Book a consultation
            </ExternalLink>
          ),
        },
      ]}
    />
  ),
};
