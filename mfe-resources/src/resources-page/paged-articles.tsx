import { resourcesQueryParameters } from '@staycompliant/contracts';
import { acceptsQueryValue } from '@staycompliant/contracts/query-parameters';
import { useQueryState } from '@staycompliant/router';
import { Button } from '@staycompliant/ui';
import type { MouseEvent } from 'react';
import { useEffect, useRef } from 'react';
import { ArticleGrid } from '../articles/article-grid';
import type { Article } from '../feed/article';

export const articlesPerPage = 6;
/** `?shown=`: how many articles show, in whole pages of six; the route declares it (packages/contracts). */
const [shownDeclaration] = resourcesQueryParameters;

/**
 * How many articles a URL asks for: a value the route accepts, else one page. The server renders and
 * caches a refused value as the page without it (its canonical URL), so the browser reads it the same way.
 */
export function shownIn(search: URLSearchParams): number {
  const asked = search.get(shownDeclaration.name);
  return asked !== null && acceptsQueryValue(shownDeclaration, asked) ? Number(asked) : articlesPerPage;
}

function searchFor(shown: number): URLSearchParams {
  return new URLSearchParams(shown > articlesPerPage ? { [shownDeclaration.name]: String(shown) } : {});
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
  const hasMore = visibleCount < Math.min(articles.length, shownDeclaration.integers.max);
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
