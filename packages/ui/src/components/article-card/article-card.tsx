import ArrowRight from 'lucide-react/icons/arrow-right';
import type * as React from 'react';
import { preload } from 'react-dom';
import { cn } from '../../lib/cn';
import { usLongDate } from '../../lib/us-dates';
import { Badge } from '../badge/badge';
import { Card, CardTitle } from '../card/card';
import { ExternalLink } from '../external-link/external-link';

/** "2025-04-15" → "April 15, 2025", read as UTC; text that is not a date is shown as given. */
export function formatArticleDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return String(date);
  return usLongDate({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() });
}

export type ArticleCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  title: string;
  href: string;
  image: string;
  imageAlt?: string;
  category?: string;
  date: Date | string;
  excerpt?: string;
  readMoreLabel?: string;
  /**
   * The page's main image (the first card at the top of a page): fetched first, not lazily, and
   * named in the page's head (`<link rel="preload">`), so the request starts with the head, not
   * once the parser reaches the card.
   */
  imagePriority?: boolean;
};

function ArticleCard({
  title,
  href,
  image,
  imageAlt = '',
  category = 'Article',
  date,
  excerpt,
  readMoreLabel = 'Read More',
  imagePriority = false,
  className,
  ...props
}: ArticleCardProps) {
  const dateTime = typeof date === 'string' ? date : date.toISOString();
  if (imagePriority) preload(image, { as: 'image', fetchPriority: 'high' });
  return (
    <Card asChild padding="none" className={cn('h-full overflow-hidden', className)}>
      <article data-slot="article-card" {...props}>
        <img
          src={image}
          alt={imageAlt}
          loading={imagePriority ? 'eager' : 'lazy'}
          fetchPriority={imagePriority ? 'high' : undefined}
          decoding="async"
          className="aspect-video w-full bg-muted object-cover"
        />
        <div className="flex flex-1 flex-col gap-3 px-6 pb-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <Badge variant="secondary">{category}</Badge>
            <time dateTime={dateTime}>{formatArticleDate(date)}</time>
          </div>
          <CardTitle size="sm" className="line-clamp-3">
            {title}
          </CardTitle>
          {excerpt && <p className="line-clamp-3 text-muted-foreground">{excerpt}</p>}
          <ExternalLink href={href} className="mt-auto self-start">
            {readMoreLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
            <span className="sr-only">: {title}</span>
          </ExternalLink>
        </div>
      </article>
    </Card>
  );
}

export { ArticleCard };
