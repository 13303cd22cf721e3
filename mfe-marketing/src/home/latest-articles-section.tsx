import { RemoteModuleNearViewport } from '@staycompliant/app-runtime';
import { Container, Skeleton } from '@staycompliant/ui';

/** Holds the widget's place where the server did not render it (a page reached by a link), until its code is in. */
function ArticleCardsPlaceholder() {
  return (
    <Container className="py-section-sm">
      <div className="grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="flex flex-col gap-3 rounded-card border border-border p-4">
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    </Container>
  );
}

/**
 * mfe-resources' LatestArticles widget, with the feed's three newest articles, in the server's HTML
 * (from the server's copy of the feed, as /resources renders its own); its code loads through
 * federation as the visitor scrolls towards it. It renders its own section and heading.
 */
export function LatestArticlesSection() {
  return <RemoteModuleNearViewport remote="resources" module="./LatestArticles" placeholder={<ArticleCardsPlaceholder />} />;
}
