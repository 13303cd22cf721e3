import { ArticleCard, cn } from '@staycompliant/ui';
import type { Ref } from 'react';
import type { Article } from '../feed/article';

export const articleGridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export interface ArticleGridProps {
  articles: readonly Article[];
  /** A label for the list, read by screen readers ("Latest articles"). */
  label: string;
  listRef?: Ref<HTMLUListElement>;
  className?: string;
  /** The grid is at the top of its page: its first image is the page's main one. */
  firstImagePriority?: boolean;
}

/** Article cards in one to three columns. Every text is plain text: nothing is inserted as HTML. */
export function ArticleGrid({ articles, label, listRef, className, firstImagePriority = false }: ArticleGridProps) {
  return (
    <ul ref={listRef} aria-label={label} className={cn(articleGridClassName, className)}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard
            title={article.title}
            href={article.link}
            image={article.thumbnail}
            category={article.category}
            date={article.publishedOn || article.date}
            excerpt={article.excerpt}
            imagePriority={firstImagePriority && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
