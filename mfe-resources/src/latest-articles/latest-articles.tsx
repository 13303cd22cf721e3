import { Link } from '@staycompliant/router';
import { Button, Container, icons, Section, SectionHeading } from '@staycompliant/ui';
import { ArticleCardSkeletons } from '../articles/article-card-skeletons';
import { ArticleGrid } from '../articles/article-grid';
import { FeedFailure } from '../articles/feed-failure';
import { useArticles } from '../feed/use-articles';

const latestArticlesCount = 3;

/** The home page's block of the three newest articles (docs/product.md, "The article feed"). A section: its heading is an h2. */
export function LatestArticles() {
  const { data: articles, isError, isFetching, refetch } = useArticles({ first: latestArticlesCount });
  const isLoading = !articles && (!isError || isFetching);
  return (
    <Section aria-labelledby="latest-articles-title" tone="muted">
      <Container>
        <SectionHeading
          titleId="latest-articles-title"
          eyebrow="Resources"
          title="Latest Articles"
          description="Plain-English guides to US incorporation, tax and bookkeeping for founders."
        />
        {isLoading && <ArticleCardSkeletons count={latestArticlesCount} />}
        {!isLoading && isError && !articles && (
          <FeedFailure onRetry={() => void refetch()} className="mx-auto max-w-3xl">
            Failed to load articles. Please try again later.
          </FeedFailure>
        )}
        {articles && <ArticleGrid articles={articles} label="Latest articles" />}
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/resources">
              View all resources
              <icons.ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        </div>
      </Container>
    </Section>
  );
}
