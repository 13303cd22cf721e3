/** Every outcome the newsletter form reports, word for word (docs/product.md, "Messages"). */
export const newsletterMessages = {
  subscribed: 'Successfully subscribed to our mailing list!',
  alreadySubscribed: 'This email is already subscribed',
  unavailable: 'Email subscription is temporarily unavailable. Please try again later.',
  failed: 'Failed to subscribe. Please try again.',
} as const;
