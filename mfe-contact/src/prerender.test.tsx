// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ContactDialog } from './contact-dialog/contact-dialog';
import { NewsletterForm } from './newsletter/newsletter-form';

// Routes are prerendered with react-dom/server: nothing may touch window or storage while rendering.
it('renders on the server without a browser', () => {
  expect(typeof window).toBe('undefined');
  expect(renderToString(<NewsletterForm tone="dark" />)).toContain('Subscribe to our newsletter');
  expect(() => renderToString(<ContactDialog open onOpenChange={() => {}} requestId={1} />)).not.toThrow();
  expect(() => renderToString(<ContactDialog open={false} onOpenChange={() => {}} requestId={0} />)).not.toThrow();
});
