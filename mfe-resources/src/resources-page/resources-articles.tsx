import { ArticleCardSkeletons } from '../articles/article-card-skeletons';
import { FeedFailure } from '../articles/feed-failure';
import { useArticles } from '../feed/use-articles';
import { curatedArticles } from './curated-articles';
import { articlesPerPage, PagedArticles } from './paged-articles';

/** The feed's articles; if the feed fails, the curated sample articles with a short notice. */
export function ResourcesArticles() {
  const { data: articles, isError, isFetching, refetch } = useArticles();
  if (!articles && (!isError || isFetching)) return <ArticleCardSkeletons count={articlesPerPage} />;
  if (!articles) {
    return (
      <>
        <FeedFailure onRetry={() => void refetch()} className="mb-10">
          We couldn't load our latest articles just now, so here are some of our most-read guides.
        </FeedFailure>
        <PagedArticles key="curated" articles={curatedArticles} />
      </>
    );
  }
  return <PagedArticles key="feed" articles={articles} />;
}
