/** Holds a page's place while its remote loads. */
export function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto w-full max-w-6xl animate-pulse px-4 py-16 sm:px-6">
      <span className="sr-only">Loading the page…</span>
      <div className="h-10 w-2/3 rounded-md bg-muted" />
      <div className="mt-4 h-5 w-1/2 rounded-md bg-muted" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-40 rounded-lg bg-muted" />
        ))}
      </div>
    </div>
  );
}
