import { useQueryState } from '@staycompliant/router';
import { Button } from '@staycompliant/ui';
import type { MouseEvent } from 'react';
import { useEffect, useRef } from 'react';
import { ArticleGrid } from '../articles/article-grid';
import type { Article } from '../feed/article';

export const articlesPerPage = 6;
/** The query parameter that holds how many articles show (`/resources?shown=12`); the route declares it. */
const shownParameter = 'shown';
/** The most a URL may ask for: a hundred pages of six. */
const maxShown = 600;

/** How many articles a URL asks for, in whole pages of six, at most `maxShown`; anything but digits is one page. */
export function shownIn(search: URLSearchParams): number {
  const asked = search.get(shownParameter) ?? '';
  if (!/^\d+$/.test(asked)) return articlesPerPage;
  const pages = Math.ceil(Number(asked) / articlesPerPage);
  return Math.min(Math.max(pages, 1) * articlesPerPage, maxShown);
}

function searchFor(shown: number): URLSearchParams {
  return new URLSearchParams(shown > articlesPerPage ? { [shownParameter]: String(shown) } : {});
}

/** A press the browser should handle itself: with a modifier (a new tab or window), or not the main button. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Articles six at a time; 'Load More' shows the next six and disappears when none are left. It is a
 * link to the same page with six more (`?shown=12`), which the server renders: it works before the
 * app is live and without JavaScript. Once live, it shows them in place and writes the URL.
 */
export function PagedArticles({ articles }: { articles: readonly Article[] }) {
  const [visibleCount, setVisibleCount] = useQueryState(shownIn, searchFor);
  const listRef = useRef<HTMLUListElement>(null);
  const firstNewIndex = useRef<number | null>(null);

  useEffect(() => {
    // The link may vanish on the last page: move focus to the first newly shown article instead of losing it.
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
          <Button size="lg" asChild>
            <a
              href={`?${searchFor(visibleCount + articlesPerPage).toString()}`}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                firstNewIndex.current = visibleCount;
                setVisibleCount(visibleCount + articlesPerPage);
              }}
            >
              Load More
            </a>
          </Button>
        )}
      </div>
    </>
  );
}
