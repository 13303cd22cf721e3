import { Button } from '@staycompliant/ui';
import { useEffect, useRef, useState } from 'react';
import { ArticleGrid } from '../articles/article-grid';
import type { Article } from '../feed/article';

export const articlesPerPage = 6;

/** Articles six at a time; 'Load More' shows the next six and disappears when none are left. */
export function PagedArticles({ articles }: { articles: readonly Article[] }) {
  const [visibleCount, setVisibleCount] = useState(articlesPerPage);
  const listRef = useRef<HTMLUListElement>(null);
  const firstNewIndex = useRef<number | null>(null);

  useEffect(() => {
    // The button may vanish on the last page: move focus to the first newly shown article instead of losing it.
    if (firstNewIndex.current === null) return;
    listRef.current?.children[firstNewIndex.current]?.querySelector('a')?.focus();
    firstNewIndex.current = null;
  }, [visibleCount]);

  const shown = articles.slice(0, visibleCount);
  const hasMore = visibleCount < articles.length;
  return (
    <>
      <ArticleGrid articles={shown} label="Articles" listRef={listRef} firstImagePriority />
      <div className="mt-10 flex flex-col items-center gap-4 empty:hidden">
        {articles.length > articlesPerPage && (
          <p aria-live="polite" className="text-sm text-muted-foreground">
            Showing {shown.length} of {articles.length} articles
          </p>
        )}
        {hasMore && (
          <Button
            size="lg"
            onClick={() => {
              firstNewIndex.current = visibleCount;
              setVisibleCount((count) => count + articlesPerPage);
            }}
          >
            Load More
          </Button>
        )}
      </div>
    </>
  );
}
