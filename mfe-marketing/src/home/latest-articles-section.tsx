import { NearViewport, RemoteModule } from '@staycompliant/app-runtime';
import { Container, Skeleton } from '@staycompliant/ui';

function ArticleCardsLoading({ busy }: { busy: boolean }) {
  return (
    <Container className="py-section-sm">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes with role="status", both only while busy */}
      <div
        role={busy ? 'status' : undefined}
        aria-busy={busy || undefined}
        aria-label={busy ? 'Loading articles' : undefined}
        className="grid gap-6 md:grid-cols-3"
      >
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
 * mfe-resources' LatestArticles widget, loaded through federation as the visitor scrolls towards it;
 * it renders its own section and heading.
 */
export function LatestArticlesSection() {
  return (
    <NearViewport placeholder={<ArticleCardsLoading busy={false} />}>
      <RemoteModule remote="resources" module="./LatestArticles" loading={<ArticleCardsLoading busy />} />
    </NearViewport>
  );
}
