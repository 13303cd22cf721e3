import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';

const entries = Object.entries(icons).filter(([, value]) => typeof value === 'function' || typeof value === 'object') as [
  string,
  React.ComponentType<{ className?: string }>,
][];

function IconGallery() {
  return (
    <ul className="grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-8">
      {entries.map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-control border border-border p-3 text-xs text-navy-900">
          <Icon className="size-6" aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
