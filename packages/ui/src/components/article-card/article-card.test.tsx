import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ArticleCard, formatArticleDate } from './article-card';

it('formats dates in the long US format', () => {
  expect(formatArticleDate('2025-04-15')).toBe('April 15, 2025');
  expect(formatArticleDate('soon')).toBe('soon');
});

it("reads the day in UTC and writes it as Intl's en-US long date would, in every month", () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month + 1, 23, 30)));
  dates.push(new Date('2025-12-31T23:59:59Z'), new Date('2024-02-29T00:00:00Z'), new Date('0999-01-01T00:00:00Z'));
  for (const date of dates) expect(formatArticleDate(date)).toBe(intl.format(date));
  expect(formatArticleDate('2025-01-01T00:30:00+02:00')).toBe('December 31, 2024');
});

it('shows category, date, title and an external Read More link', () => {
  render(<ArticleCard title="Delaware franchise tax" href="https://blog.example.com/a" image="/a.png" date="2025-03-01" category="Tax" />);
  expect(screen.getByRole('article')).toBeInTheDocument();
  expect(screen.getByText('Tax')).toBeInTheDocument();
  expect(screen.getByText('March 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
  const link = screen.getByRole('link', { name: /Read More: ?Delaware franchise tax ?\(opens in a new tab\)/ });
  expect(link).toHaveAttribute('target', '_blank');
});

it('defaults the category to Article', () => {
  render(<ArticleCard title="T" href="https://x.test" image="/a.png" date="2025-03-01" />);
  expect(screen.getByText('Article')).toBeInTheDocument();
});

it('loads its image lazily, unless it is the page’s main image', () => {
  const { container, rerender } = render(<ArticleCard title="T" href="https://x.test" image="/a.png" date="2025-03-01" />);
  const image = () => container.querySelector('img');
  expect(image()).toHaveAttribute('loading', 'lazy');
  expect(image()).not.toHaveAttribute('fetchpriority');
  rerender(<ArticleCard title="T" href="https://x.test" image="/a.png" date="2025-03-01" imagePriority />);
  expect(image()).toHaveAttribute('loading', 'eager');
  expect(image()).toHaveAttribute('fetchpriority', 'high');
});
