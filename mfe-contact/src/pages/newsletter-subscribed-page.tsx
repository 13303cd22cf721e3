import { Link } from '@staycompliant/router';
import { Button, Card, Container, icons } from '@staycompliant/ui';
import { newsletterMessages } from '../newsletter/newsletter-messages';

/**
 * /newsletter/subscribed (noindex): where the site server sends a subscription posted without
 * JavaScript once it is stored (303), with the words the form's toast says (docs/product.md, "Messages").
 */
export function NewsletterSubscribedPage() {
  return (
    <section className="bg-linear-to-b from-navy-50 to-background">
      <Container className="py-12 md:py-16">
        <Card padding="responsive" className="max-w-2xl items-start">
          <icons.CircleCheck aria-hidden="true" className="size-10 text-success" />
          <h1 className="text-2xl font-bold text-navy-900">{newsletterMessages.subscribed}</h1>
          <p className="text-pretty text-muted-foreground">Compliance tips and filing deadlines for founders, in your inbox.</p>
          <Button asChild size="lg">
            <Link to="/">Back to home</Link>
          </Button>
        </Card>
      </Container>
    </section>
  );
}
