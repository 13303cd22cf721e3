import { RemoteModuleNearViewport } from '@staycompliant/app-runtime';
import { type NewsletterFormProps, openContactDialog } from '@staycompliant/contracts';
import { Link } from '@staycompliant/router';
import { formatAddress, siteConfig } from '@staycompliant/site-config';
import { Container, ExternalLink, icons, Skeleton } from '@staycompliant/ui';
import type { MouseEvent } from 'react';
import { BrandMark } from './brand-mark';
import { footerNavigation } from './navigation';

/**
 * The footer's part whose code loads near the viewport: every navigation waits for it to hydrate
 * (docs/architecture/server-rendering.md, "Server rendering"), so a page loaded ahead loads it too (shell/src/federation/route-prefetch.ts).
 */
export const footerNewsletterForm = { remote: 'contact', module: './NewsletterForm' } as const;

const socialLinks = [
  { label: 'LinkedIn', href: siteConfig.social.linkedin, Icon: icons.Linkedin },
  { label: 'Twitter', href: siteConfig.social.twitter, Icon: icons.Twitter },
  { label: 'Instagram', href: siteConfig.social.instagram, Icon: icons.Instagram },
  { label: 'WhatsApp', href: siteConfig.social.whatsapp, Icon: icons.Whatsapp },
];

/**
 * Footer's 'Contact us' link: a plain link to /contact in the server's HTML, which works before the
 * app is live and without JavaScript (the early-input script, shell/src/boot/hold-early-presses.ts, leaves links alone). Once the app is
 * live, a plain press opens the contact dialog instead, as the header's button does; a press with a
 * modifier or another button still opens the page, in a new tab if so asked.
 */
function opensContactDialog(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openContactDialog();
}

const footerLinkClass =
  'rounded-sm text-navy-100 outline-none hover:text-white hover:underline focus-visible:ring-3 focus-visible:ring-ring';

export function SiteFooter() {
  const { brand } = siteConfig;
  // Off screen it is not rendered (content-visibility); the size it stands in at is close to its real
  // height at each width (one column on a phone, two, then four), so the page is as long as it will
  // be, and anything reading its content's position (axe, for one) finds it inside the footer.
  return (
    <footer className="bg-navy-900 text-navy-100 [content-visibility:auto] [contain-intrinsic-size:auto_60rem] sm:[contain-intrinsic-size:auto_35rem] lg:[contain-intrinsic-size:auto_23rem]">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {brand.name}
          </p>
          <address className="mt-4 text-sm leading-relaxed not-italic">{formatAddress(brand.address)}</address>
          <div className="mt-4 flex gap-2">
            {socialLinks.map(({ label, href, Icon }) => (
              <ExternalLink
                key={label}
                href={href}
                aria-label={`${label} (opens in a new tab)`}
                look="bare"
                className="inline-flex size-10 items-center justify-center rounded-control bg-white/10 text-white hover:bg-white/20"
              >
                <Icon aria-hidden="true" className="size-5" />
              </ExternalLink>
            ))}
          </div>
        </div>
        {footerNavigation.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="font-semibold text-white">{group.title}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} onClick={item.to === '/contact' ? opensContactDialog : undefined} className={footerLinkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div data-slot="newsletter">
          {/* mfe-contact's form is in the server's HTML; its code loads as the visitor nears the footer, or with a page loaded ahead. */}
          <RemoteModuleNearViewport
            remote={footerNewsletterForm.remote}
            module={footerNewsletterForm.module}
            props={{ tone: 'dark' } satisfies NewsletterFormProps}
            placeholder={<Skeleton tone="inverted" className="h-40 w-full" />}
          />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm">
          <p>
            © {new Date().getFullYear()} {brand.name}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}
