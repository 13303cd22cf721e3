import { Card, Container } from '@staycompliant/ui';
import { useId } from 'react';
import { usePostedForm } from '../form-posts/use-posted-form';
import { NewsletterForm, newsletterPitch, newsletterTitle } from '../newsletter/newsletter-form';

/**
 * /newsletter (noindex): the newsletter form as a page. The site server renders it again when a
 * subscription posted without JavaScript is refused (docs/architecture/site-server.md, "Forms without
 * JavaScript"): the address as typed, with the schema's message or the backend's answer in the
 * words the footer's form uses (docs/product.md, "Messages"). Once live it subscribes in place.
 */
export function NewsletterPage() {
  const titleId = useId();
  const posted = usePostedForm('newsletter');
  return (
    <section aria-labelledby={titleId} className="bg-linear-to-b from-navy-50 to-background">
      <Container className="py-12 md:py-16">
        <Card padding="responsive" gap={5} className="max-w-2xl">
          <div>
            <h1 id={titleId} className="text-3xl font-bold text-navy-900">
              {newsletterTitle}
            </h1>
            <p className="mt-2 text-pretty text-muted-foreground">{newsletterPitch}</p>
          </div>
          <NewsletterForm labelledBy={titleId} posted={posted} />
        </Card>
      </Container>
    </section>
  );
}
