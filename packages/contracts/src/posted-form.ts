// The forms that work without JavaScript (docs/architecture/site-server.md, "Forms without JavaScript"): where
// they post, the names their fields submit under, and what a re-rendered page is told about a post
// it answers. The site server reads this file through `./server-rendering` (types only, for Node);
// the shell and mfe-contact bundle its values. Every import names its file with `.ts`, as there.
import type { TablesInsert } from './database.types.ts';

/** Where each form posts, and where a post that was taken in sends the visitor (303, post/redirect/get). */
export const formPostPaths = {
  enquiry: { action: '/contact', sent: '/contact/sent' },
  newsletter: { action: '/newsletter', sent: '/newsletter/subscribed' },
} as const;

export type PostedFormName = keyof typeof formPostPaths;

/** The honeypot of each form (docs/product.md, "Beyond the first specification": spam resistance). */
export const honeypotFieldNames = { enquiry: 'company_website', newsletter: 'newsletter_website' } as const satisfies Record<
  PostedFormName,
  string
>;

/** The enquiry's fields, as the form names them: the columns of contact_submissions, in the form's order. */
export const enquiryFieldNames = ['name', 'email', 'company_size', 'services_interested', 'description'] as const;
export type EnquiryFieldName = (typeof enquiryFieldNames)[number];

/** What a visitor typed into the enquiry form (company size '' until chosen). */
export interface EnquiryFormValues {
  name: string;
  email: string;
  company_size: string;
  services_interested: string[];
  description: string;
}

/** An enquiry the site server re-renders: what was typed, the schema's message for each failing field. */
export interface PostedEnquiry {
  form: 'enquiry';
  values: EnquiryFormValues;
  errors: Partial<Record<EnquiryFieldName, string>>;
  /** The enquiry was valid but could not be stored: the form says 'Failed to submit form. Please try again.' */
  failed?: boolean;
}

/** Why the backend refused a subscription, as the browser's form reads it (mfe-contact's subscribeErrorMessage). */
export interface SubscriptionRefusal {
  /** PostgREST or PostgreSQL error code, when the answer had one (23505: already subscribed). */
  code?: string;
  /** The HTTP status, when one came. */
  status?: number;
}

/** A subscription the site server re-renders: the address as typed, its message, or the backend's refusal. */
export interface PostedSubscription {
  form: 'newsletter';
  values: { email: string };
  errors: { email?: string };
  refusal?: SubscriptionRefusal;
}

export type PostedForm = PostedEnquiry | PostedSubscription;

/**
 * The query under which a server render holds the posted form. The query client is what the shell
 * and every remote share, on the server and in the browser (it travels in the page state), so the
 * page hydrates with the same values and messages it was rendered with.
 */
export const postedFormQueryKey = ['posted-form'] as const;

/** A urlencoded body as the site server parses it: a repeated name is an array. */
export type PostedFields = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The row a valid post stores, by the schema the browser's form uses (trimmed, e-mail lower-cased). */
export type PostedRow<Name extends PostedFormName> = Name extends 'enquiry'
  ? Pick<TablesInsert<'contact_submissions'>, EnquiryFieldName>
  : Pick<TablesInsert<'email_subscribers'>, 'email'>;

/**
 * A post read by the form's schema: what was typed (`posted`, with the schema's messages when it is
 * invalid, for the form to render again), and when valid the row to store.
 */
export type FormPostReading<Name extends PostedFormName = PostedFormName> =
  | { valid: true; row: PostedRow<Name>; posted: Extract<PostedForm, { form: Name }> }
  | { valid: false; posted: Extract<PostedForm, { form: Name }> };
