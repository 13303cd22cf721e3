import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articleImage, sampleArticles } from '../../stories/fixtures';
import { ArticleCard } from './article-card';

const first = sampleArticles[0]!;

const meta = {
  title: 'Cards/ArticleCard',
  component: ArticleCard,
  args: {
    title: first.title,
    category: first.category,
    date: first.date,
    image: articleImage(first.hue),
    href: 'https://blog.example.com/delaware-franchise-tax',
    excerpt: 'Every Delaware corporation owes an annual report and franchise tax. Here is how to pick the cheaper method...',
  },
  render: (args) => (
    <div className="max-w-sm">
      <ArticleCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('February 10, 2025')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Read More/ })).toHaveAttribute('target', '_blank');
  },
};

export const WithoutExcerpt: Story = { args: { excerpt: undefined, category: undefined } };

export const LongText: Story = {
  args: {
    title:
      'A very long article title about the many filings, deadlines and state-by-state rules that every founder should know in their first year',
  },
};

export const ThreeUp: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-3">
      {sampleArticles.map((article) => (
        <ArticleCard
          key={article.title}
          title={article.title}
          category={article.category}
          date={article.date}
          image={articleImage(article.hue)}
          href="https://blog.example.com"
        />
      ))}
    </div>
  ),
};
