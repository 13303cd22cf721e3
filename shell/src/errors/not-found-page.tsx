import { Link } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`Page not found | ${siteConfig.brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Return to Home
      </Link>
    </section>
  );
}
