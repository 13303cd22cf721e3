import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { logoImage, sampleLogos } from '../../stories/fixtures';
import { StateGrid } from '../../stories/state-grid';
import { LogoImage } from './logo-image';

const meta = {
  title: 'Logos/LogoImage',
  component: LogoImage,
  args: { src: logoImage('Northwind', '#1d4ed8'), alt: 'Client logo 1', loading: 'eager' },
} satisfies Meta<typeof LogoImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Grid: Story = {
  render: () => (
    <ul className="grid grid-cols-2 items-center gap-6 md:grid-cols-3 lg:grid-cols-6">
      {sampleLogos.map((logo, index) => (
        <li key={logo.name} className="flex justify-center">
          <LogoImage src={logoImage(logo.name, logo.color)} alt={`Client logo ${index + 1}`} loading="eager" />
        </li>
      ))}
    </ul>
  ),
};

export const BrokenImageIsHidden: Story = {
  args: { src: 'data:image/png;base64,broken', alt: 'Client logo 2' },
  render: (args) => (
    <div data-testid="slot" className="flex h-16 items-center gap-4">
      <LogoImage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
  },
};

/** Grayscale at rest, in colour under the pointer. A logo is an image, not a control: no focus or disabled state. */
export const States: Story = {
  render: (args) => (
    <StateGrid caption="LogoImage: by state" states={['rest', 'hover']} rows={[{ label: 'logo', render: () => <LogoImage {...args} /> }]} />
  ),
};
