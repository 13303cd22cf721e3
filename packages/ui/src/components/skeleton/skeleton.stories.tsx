import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { className: 'h-6 w-64' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ArticleCardsLoading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading articles" role="status" className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-card border border-border p-4">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  ),
};

export const LogoGridLoading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading client logos" role="status" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
      {Array.from({ length: 8 }, (_, key) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
        <Skeleton key={key} className="h-16" />
      ))}
    </div>
  ),
};
