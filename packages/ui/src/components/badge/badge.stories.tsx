import type { Meta, StoryObj } from '@storybook/react-vite';
import Building2 from 'lucide-react/icons/building-complex';
import Calculator from 'lucide-react/icons/calculator';
import Scale from 'lucide-react/icons/scale';
import { ComponentGrid } from '../../stories/state-grid';
import { variantControls } from '../../stories/variant-controls';
import { Badge, badgeVariantConfig, Pill } from './badge';

const controls = variantControls(badgeVariantConfig);
const variants = controls.argTypes.variant.options as (keyof typeof badgeVariantConfig.variants.variant)[];
const sizes = controls.argTypes.size.options as (keyof typeof badgeVariantConfig.variants.size)[];

const meta = {
  title: 'Cards/Badge',
  component: Badge,
  args: { ...controls.args, children: 'Tax' },
  argTypes: controls.argTypes,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'accent', 'outline', 'success', 'destructive'] as const).map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

export const Pills: Story = {
  render: () => (
    <div className="grid max-w-md grid-cols-2 gap-3">
      <Pill>
        <Building2 aria-hidden="true" /> Incorporation & Closure
      </Pill>
      <Pill>
        <Scale aria-hidden="true" /> Legal Services
      </Pill>
      <Pill>
        <Calculator aria-hidden="true" /> Accounting & Bookkeeping
      </Pill>
    </div>
  ),
};

/** Every variant at every size. Badges are not interactive: they have no hover or focus state. */
export const VariantsBySize: Story = {
  render: () => (
    <ComponentGrid
      caption="Badge: variant by size"
      columns={sizes}
      rows={variants.map((variant) => ({
        label: variant,
        render: (size: (typeof sizes)[number]) => (
          <Badge variant={variant} size={size}>
            <Scale aria-hidden="true" /> Legal Services
          </Badge>
        ),
      }))}
    />
  ),
};
