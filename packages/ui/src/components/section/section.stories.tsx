import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../container/container';
import { SectionHeading } from '../section-heading/section-heading';
import { Section } from './section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'muted', 'navy'] }, spacing: { control: 'inline-radio', options: ['default', 'compact', 'none'] } },
  args: { tone: 'default', 'aria-labelledby': 'section-title' },
  render: (args) => (
    <Section {...args}>
      <Container>
        <SectionHeading titleId="section-title" eyebrow="Services" title="What we do" description="Legal, accounting, tax and incorporation for founders." inverted={args.tone === 'navy'} />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted' } };
export const Navy: Story = { args: { tone: 'navy' } };
