import { loadOnce } from './load-once';

const submission = loadOnce(() => import('./enquiry-submission'), 'the enquiry form’s validation');

/** What validates and sends an enquiry (zod, the schema, the resolver, the insert), loaded on the form's first use. */
export const loadEnquirySubmission = submission.load;
export const isEnquirySubmissionLoaded = submission.isLoaded;
