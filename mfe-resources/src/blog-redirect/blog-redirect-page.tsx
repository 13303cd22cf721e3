import { siteConfig } from '@staycompliant/site-config';
import { Container } from '@staycompliant/ui';
import { useEffect } from 'react';

/**
 * /blog: sends the visitor to the external blog. replace() keeps Back from landing here and
 * bouncing forward again; the link serves visitors without JavaScript (it is in the prerendered HTML).
 */
export function BlogRedirectPage() {
  useEffect(() => {
    window.location.replace(siteConfig.blogUrl);
  }, []);
  return (
    <Container className="max-w-xl py-24 text-center">
      <h1 className="text-2xl font-semibold text-navy-900">Redirecting to our blog...</h1>
      <p className="mt-4 text-muted-foreground">
        If nothing happens,{' '}
        <a className="font-medium text-primary underline underline-offset-4" href={siteConfig.blogUrl}>
          open our blog
        </a>
        .
      </p>
    </Container>
  );
}
