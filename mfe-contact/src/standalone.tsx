import { renderStandalone } from '@staycompliant/app-runtime';
import { type ServiceName, services } from '@staycompliant/contracts';
import { Button } from '@staycompliant/ui';
import { useState } from 'react';
import './standalone.css';
import AnalyticsPage from './exposes/analytics-page';
import ContactDialog from './exposes/contact-dialog';
import ContactPage from './exposes/contact-page';
import EnquiryInboxPage from './exposes/enquiry-inbox-page';
import NewsletterForm from './exposes/newsletter-form';
import SubscribersPage from './exposes/subscribers-page';

/** Opens the dialog as the shell does: one mount, a request id per open, an optional service. */
function ContactDialogDemo() {
  const [request, setRequest] = useState<{ open: boolean; id: number; service?: ServiceName }>({ open: false, id: 0 });
  const openWith = (service?: ServiceName) => setRequest((previous) => ({ open: true, id: previous.id + 1, service }));
  return (
    <div className="flex flex-wrap gap-3 p-6">
      <Button onClick={() => openWith()}>Contact us</Button>
      <Button variant="outline" onClick={() => openWith(services[4].name)}>
        Contact us about {services[4].name}
      </Button>
      <ContactDialog
        open={request.open}
        onOpenChange={(open) => setRequest((previous) => ({ ...previous, open }))}
        service={request.service}
        requestId={request.id}
      />
    </div>
  );
}

function NewsletterDemo() {
  return (
    <div className="grid gap-6 p-6 md:grid-cols-2">
      <section aria-label="Newsletter on a light background" className="rounded-card border border-border p-6">
        <NewsletterForm tone="light" />
      </section>
      <section aria-label="Newsletter on the footer's navy" className="rounded-card bg-navy-900 p-6">
        <NewsletterForm tone="dark" />
      </section>
    </div>
  );
}

renderStandalone('mfe-contact', [
  { path: '/', element: <ContactDialogDemo /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/newsletter', element: <NewsletterDemo /> },
  { path: '/admin/enquiries', element: <EnquiryInboxPage /> },
  { path: '/admin/subscribers', element: <SubscribersPage /> },
  { path: '/admin/analytics', element: <AnalyticsPage /> },
]);
