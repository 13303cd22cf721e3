import { formatAddress, siteConfig } from '@staycompliant/site-config';
import { Button, ExternalLink, icons } from '@staycompliant/ui';

const detailLinkClass =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring';

/** Beside the form on /contact: a call, an e-mail, a phone number and the address, all working without JavaScript. */
export function OtherWaysToReachUs() {
  const { brand, consultationUrl } = siteConfig;
  return (
    <aside
      aria-labelledby="contact-other-ways-title"
      className="grid gap-5 rounded-card border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="grid gap-2">
        <h2 id="contact-other-ways-title" className="text-xl font-semibold text-navy-900">
          Prefer to talk?
        </h2>
        <p className="text-sm text-pretty text-foreground">
          Book a free consultation call. We agree the final scope and price of the work on that first call.
        </p>
      </div>
      <Button asChild variant="accent" className="w-full">
        <ExternalLink href={consultationUrl} look="bare">
          <icons.Calendar aria-hidden="true" />
          Book a free consultation call
        </ExternalLink>
      </Button>
      <ul className="grid gap-3 text-sm">
        <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-2.5">
          <icons.Mail aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
          <a href={`mailto:${brand.email}`} className={`${detailLinkClass} break-words`}>
            {brand.email}
          </a>
        </li>
        <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-2.5">
          <icons.Phone aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
          <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} className={detailLinkClass}>
            {brand.phone}
          </a>
        </li>
        <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-2.5">
          <icons.MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
          <address className="not-italic text-foreground">{formatAddress(brand.address)}</address>
        </li>
      </ul>
    </aside>
  );
}
