/** Placeholder until the feed client lands: the home page's latest-articles block. */
export function LatestArticles() {
  return (
    <section aria-labelledby="latest-articles-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="latest-articles-heading" className="text-2xl font-bold">Latest articles</h2>
      <p className="mt-2 text-muted-foreground">Our latest articles will appear here.</p>
    </section>
  );
}
