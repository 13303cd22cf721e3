import { Constants, type Enums, type Tables } from '@staycompliant/contracts';

/** The statuses an enquiry moves through, in the database enum's order (docs/product.md, "Enquiry inbox"). */
export const enquiryStatuses = Constants.public.Enums.enquiry_status;
export type EnquiryStatus = Enums<'enquiry_status'>;

export const statusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return enquiryStatuses.includes(value as EnquiryStatus);
}

/** A row of public.contact_submissions as an admin reads it. */
export type Enquiry = Tables<'contact_submissions'>;

/** The alert queue's figures (the enquiry_alert_queue_stats RPC). */
export interface AlertQueueStats {
  queued: number;
  oldestAgeSeconds: number | null;
  deadLetters: number;
}

/** A row of public.contact_submission_history: one change of one field ('status' or 'notes'). */
export type EnquiryChange = Tables<'contact_submission_history'>;

/** The columns of public.email_subscribers the subscriber list reads. */
export type Subscriber = Pick<Tables<'email_subscribers'>, 'id' | 'email' | 'created_at'>;

/** At most 5000 code points: the database checks it too. */
export const maxNotesLength = 5000;
