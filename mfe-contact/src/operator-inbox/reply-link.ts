import type { Enquiry } from './enquiry-model';

/**
 * A `mailto:` link to answer an enquiry, its subject and body naming the services asked about.
 * Every part is percent-encoded (RFC 6068: spaces as %20, never '+'; line breaks as %0D%0A), so no
 * character the visitor typed can add a header or end the address.
 */
export function replyMailto(enquiry: Pick<Enquiry, 'name' | 'email' | 'services_interested' | 'created_at'>, brand: string): string {
  const services = enquiry.services_interested.join(', ');
  const subject = `Your enquiry to ${brand}: ${services}`;
  const body = [`Hello ${enquiry.name},`, '', `Thank you for your enquiry about ${services}.`, '', ''].join('\r\n');
  const address = encodeURIComponent(enquiry.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
