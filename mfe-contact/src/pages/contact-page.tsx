import { trackEvent } from '@staycompliant/analytics';
import { useSearchParams } from '@staycompliant/router';
import { Card, Container } from '@staycompliant/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ContactForm } from '../contact-form/contact-form';
import { contactIntro } from '../contact-form/contact-messages';
import { emptyContactForm } from '../contact-form/contact-schema';
import { useEnquiryForm } from '../contact-form/use-enquiry-form';
import { EnquirySent } from '../contact-page/enquiry-sent';
import { OtherWaysToReachUs } from '../contact-page/other-ways-to-reach-us';
import { servicesFromQuery } from '../contact-page/services-from-query';
import { usePostedForm } from '../form-posts/use-posted-form';

/**
 * /contact: the contact dialog's form as a page of its own, for links from outside the site
 * (docs/product.md, "Contact page"). `?service=<id>` ticks that service; the server renders it ticked.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const asked = useMemo(() => servicesFromQuery(params), [params]);
  const askedKey = asked.join('|');
  // A new request whenever the query asks for other services (a link followed inside the app), and
  // when the visitor starts another enquiry: the prefill ticks them again, keeping what is ticked.
  const [request, setRequest] = useState({ askedKey, id: 1 });
  if (request.askedKey !== askedKey) setRequest({ askedKey, id: request.id + 1 });
  const [sent, setSent] = useState(false);
  // An enquiry posted without JavaScript that the server refused shows again as it was typed.
  const posted = usePostedForm('enquiry');
  const enquiry = useEnquiryForm({
    request: { services: asked },
    requestId: request.id,
    onSent: () => setSent(true),
    defaultValues: { ...emptyContactForm, services_interested: asked },
    posted,
  });

  // The page is Contact us opened, as the dialog is (the first funnel's second step).
  useEffect(() => trackEvent('contact_opened'), []);

  const sentHeading = useRef<HTMLHeadingElement>(null);
  const wasSent = useRef(false);
  const { setFocus } = enquiry.form;
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
    else if (wasSent.current) setFocus('name');
    wasSent.current = sent;
  }, [sent, setFocus]);

  const sendAnother = () => {
    setRequest((previous) => ({ ...previous, id: previous.id + 1 }));
    setSent(false);
  };

  return (
    <section aria-labelledby="contact-title" className="bg-linear-to-b from-navy-50 to-background">
      <Container className="grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="min-w-0">
          <h1 id="contact-title" className="text-4xl font-bold text-balance text-navy-900 md:text-display">
            Contact us
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground md:text-lead">{contactIntro}</p>
          <Card padding="responsive" className="mt-8">
            {sent ? <EnquirySent headingRef={sentHeading} onSendAnother={sendAnother} /> : <ContactForm {...enquiry} />}
          </Card>
        </div>
        <OtherWaysToReachUs />
      </Container>
    </section>
  );
}
