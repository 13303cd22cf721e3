import { enquiryMessages } from '@staycompliant/contracts/schemas';

/**
 * Every text the contact dialog shows a visitor about its state, word for word (docs/product.md,
 * "Messages"): the enquiry schema's own, and the outcome of sending.
 */
export const contactMessages = {
  ...enquiryMessages,
  submitted: "Thank you! We'll get back to you soon.",
  submitFailed: 'Failed to submit form. Please try again.',
  validationFailed: "The form didn't finish loading, so your enquiry hasn't been sent. Please check your connection and try again.",
} as const;

/** One toast says what is wrong with the form: each new problem replaces the last instead of stacking up. */
export const formProblemToastId = 'contact-form-problem';

/** What the dialog and the /contact page say above the form. */
export const contactIntro = "Tell us about your company and what you need. We'll get back to you soon.";
