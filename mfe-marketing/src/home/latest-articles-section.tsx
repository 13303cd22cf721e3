import { RemoteModule } from '@staycompliant/app-runtime';
import { Container, Skeleton } from '@staycompliant/ui';

function ArticleCardsLoading() {
  return (
    <Container className="py-section-sm">
      <div aria-busy="true" aria-label="Loading articles" className="grid gap-6 md:grid-cols-3">
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

/** mfe-resources' LatestArticles widget, loaded through federation; it renders its own section and heading. */
export function LatestArticlesSection() {
  return <RemoteModule remote="resources" module="./LatestArticles" loading={<ArticleCardsLoading />} />;
}
