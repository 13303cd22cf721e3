import { formPostPaths } from '@staycompliant/contracts';
import { Link } from '@staycompliant/router';
import { Button, icons } from '@staycompliant/ui';
import type { Ref } from 'react';
import { contactMessages } from '../contact-form/contact-messages';

export interface EnquirySentProps {
  /** The heading takes focus when the panel replaces the form, so the thanks is read out where the visitor is. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Brings back an empty form in place; without it, 'Send another enquiry' is a link to /contact. */
  onSendAnother?: () => void;
  /** h2 in /contact's form's place; h1 on the thanks page a post without JavaScript is sent to (/contact/sent). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * What /contact shows in the form's place once an enquiry is sent, and /contact/sent after a post
 * without JavaScript (docs/product.md, "Contact page").
 */
export function EnquirySent({ headingRef, onSendAnother, headingLevel: Heading = 'h2' }: EnquirySentProps) {
  return (
    <div className="grid justify-items-start gap-4">
      <icons.CircleCheck aria-hidden="true" className="size-10 text-success" />
      <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
        {contactMessages.submitted}
      </Heading>
      <p className="text-pretty text-muted-foreground">Your enquiry is with our team. We'll reply to the e-mail address you gave us.</p>
      <div className="grid gap-3 sm:grid-flow-col">
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
        {onSendAnother ? (
          <Button variant="outline" size="lg" onClick={onSendAnother}>
            Send another enquiry
          </Button>
        ) : (
          <Button asChild variant="outline" size="lg">
            <Link to={formPostPaths.enquiry.action}>Send another enquiry</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
