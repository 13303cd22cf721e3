import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComponentGrid } from '../../stories/state-grid';
import { variantControls } from '../../stories/variant-controls';
import { Container } from '../container/container';
import { SectionHeading } from '../section-heading/section-heading';
import { Section, sectionVariantConfig } from './section';

const controls = variantControls(sectionVariantConfig, 'inline-radio');
const tones = controls.argTypes.tone.options as (keyof typeof sectionVariantConfig.variants.tone)[];
const spacings = controls.argTypes.spacing.options as (keyof typeof sectionVariantConfig.variants.spacing)[];

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  argTypes: controls.argTypes,
  args: { ...controls.args, 'aria-labelledby': 'section-title' },
  render: (args) => (
    <Section {...args}>
      <Container>
        <SectionHeading
          titleId="section-title"
          eyebrow="Services"
          title="What we do"
          description="Legal, accounting, tax and incorporation for founders."
          inverted={args.tone === 'navy'}
        />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted' } };
export const Navy: Story = { args: { tone: 'navy' } };

/** Every tone with every spacing (the vertical padding is the section-spacing token, smaller below 768 px). */
export const TonesBySpacing: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ComponentGrid
      caption="Section: tone by spacing"
      columns={spacings}
      rows={tones.map((tone) => ({
        label: tone,
        render: (spacing: (typeof spacings)[number]) => (
          <div className="w-56 overflow-hidden rounded-control border border-border">
            <Section tone={tone} spacing={spacing}>
              <p className="px-4 text-center font-semibold">
                {tone}, {spacing}
              </p>
            </Section>
          </div>
        ),
      }))}
    />
  ),
};
