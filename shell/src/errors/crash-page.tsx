import { siteConfig } from '@staycompliant/site-config';
import { useEffect } from 'react';

/** Shown for any error while rendering a page (or the layout), in place of what crashed. */
export function CrashPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('A page crashed:', error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`Something went wrong | ${siteConfig.brand.name}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        Sorry, this page hit an unexpected problem. Please try again, or go back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Try again
        </button>
        {/* A plain link: the router itself may be what failed. */}
        <a
          href="/"
          className="inline-flex h-11 items-center rounded-md border border-border px-5 font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Return to Home
        </a>
      </div>
    </section>
  );
}
