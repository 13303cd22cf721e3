import { Link } from '@staycompliant/router';
import { Button, icons } from '@staycompliant/ui';
import type { Ref } from 'react';
import { contactMessages } from '../contact-dialog/contact-messages';

export interface EnquirySentProps {
  /** The heading takes focus when the panel replaces the form, so the thanks is read out where the visitor is. */
  headingRef: Ref<HTMLHeadingElement>;
  onSendAnother: () => void;
}

/** What /contact shows in the form's place once an enquiry is sent (docs/product.md, "Contact page"). */
export function EnquirySent({ headingRef, onSendAnother }: EnquirySentProps) {
  return (
    <div className="grid justify-items-start gap-4">
      <icons.CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
        {contactMessages.submitted}
      </h2>
      <p className="text-pretty text-muted-foreground">Your enquiry is with our team. We'll reply to the e-mail address you gave us.</p>
      <div className="grid gap-3 sm:grid-flow-col">
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
        <Button variant="outline" size="lg" onClick={onSendAnother}>
          Send another enquiry
        </Button>
      </div>
    </div>
  );
}
