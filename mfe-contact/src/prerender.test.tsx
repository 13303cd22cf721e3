// @vitest-environment node
import { StaticRouter } from '@staycompliant/router';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ContactDialog } from './contact-dialog/contact-dialog';
import { NewsletterForm } from './newsletter/newsletter-form';
import { ContactPage } from './pages/contact-page';

// Routes are prerendered with react-dom/server: nothing may touch window or storage while rendering.
it('renders on the server without a browser', () => {
  expect(typeof window).toBe('undefined');
  expect(renderToString(<NewsletterForm tone="dark" />)).toContain('Subscribe to our newsletter');
  expect(() => renderToString(<ContactDialog open onOpenChange={() => {}} requestId={1} />)).not.toThrow();
  expect(() => renderToString(<ContactDialog open={false} onOpenChange={() => {}} requestId={0} />)).not.toThrow();
});

it('renders /contact on the server with its form, and the service of ?service= ticked', () => {
  const html = renderToString(
    <StaticRouter location="/contact?service=taxes">
      <ContactPage />
    </StaticRouter>,
  );
  for (const label of ['Name', 'Email', 'Company Size', 'Services Interested In', 'Additional Details', 'Submit']) {
    expect(html).toContain(`>${label}<`);
  }
  // Native checkboxes, so the form posts without JavaScript (docs/architecture/site-server.md, "Forms without JavaScript").
  const checked = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].filter(([tag]) => tag.includes('checked=""'));
  expect(checked).toHaveLength(1);
  expect(checked[0]![0]).toContain('-service-taxes');
});
