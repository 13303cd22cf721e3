import { siteConfig } from '@staycompliant/site-config';
import { useEffect } from 'react';

/** Sends the visitor to the external blog; replace() keeps Back from looping here. */
export function BlogRedirectPage() {
  useEffect(() => {
    window.location.replace(siteConfig.blogUrl);
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Redirecting to our blog...</h1>
      <p className="mt-4">
        If nothing happens, <a className="font-medium text-primary underline" href={siteConfig.blogUrl}>open our blog</a>.
      </p>
    </section>
  );
}
