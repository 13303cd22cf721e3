import { Card, Container } from '@staycompliant/ui';
import { EnquirySent } from '../contact-page/enquiry-sent';

/**
 * /contact/sent (noindex): where the site server sends an enquiry posted without JavaScript once it
 * is stored (303, post/redirect/get), with the words /contact shows in the form's place
 * (docs/product.md, "Contact page"; docs/architecture/site-server.md, "Forms without JavaScript").
 */
export function EnquirySentPage() {
  return (
    <section className="bg-linear-to-b from-navy-50 to-background">
      <Container className="py-12 md:py-16">
        <Card padding="responsive" className="max-w-2xl">
          <EnquirySent headingLevel="h1" />
        </Card>
      </Container>
    </section>
  );
}
