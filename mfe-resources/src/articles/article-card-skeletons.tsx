import { cn, Skeleton } from '@staycompliant/ui';
import { articleGridClassName } from './article-grid';

function ArticleCardSkeleton() {
  return (
    <div
      data-slot="article-card-skeleton"
      className="flex h-full flex-col gap-4 overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 px-6 pb-6">
        <div className="flex items-center gap-3">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-4 w-28" />
        </div>
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="mt-1 h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-2 h-4 w-24" />
      </div>
    </div>
  );
}

/** Placeholder cards in the articles' own grid, so nothing jumps when the cards arrive. */
export function ArticleCardSkeletons({ count, className }: { count: number; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading articles" className={cn(articleGridClassName, className)}>
      {Array.from({ length: count }, (_, index) => (
        <ArticleCardSkeleton key={index} />
      ))}
    </div>
  );
}
