import type { CompanySize } from '../contact-dialog/company-sizes';

/** The statuses an enquiry moves through, in the database enum's order (docs/product.md, "Enquiry inbox"). */
export const enquiryStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

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
export interface Enquiry {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  email: string;
  company_size: CompanySize | string;
  services_interested: string[];
  description: string;
  status: EnquiryStatus;
  notes: string;
  /** The alert e-mail to the firm (docs/architecture.md, "The enquiry alert"); null for enquiries older than its queue. */
  alert_status?: AlertStatus | null;
  alert_attempts?: number;
  alert_sent_at?: string | null;
  alert_last_error?: string | null;
  alert_response?: string | null;
}

export type AlertStatus = 'queued' | 'sent' | 'retrying' | 'failed';

/** The alert queue's figures (the enquiry_alert_queue_stats RPC). */
export interface AlertQueueStats {
  queued: number;
  oldestAgeSeconds: number | null;
  deadLetters: number;
}

/** A row of public.contact_submission_history: one change of one field. */
export interface EnquiryChange {
  id: number;
  submission_id: string;
  changed_at: string;
  changed_by: string | null;
  changed_by_email: string | null;
  field: 'status' | 'notes';
  old_value: string | null;
  new_value: string | null;
}

export interface Subscriber {
  id: string;
  email: string;
  created_at: string;
}

/** At most 5000 code points: the database checks it too. */
export const maxNotesLength = 5000;
