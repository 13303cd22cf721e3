import { RemoteModule } from '@staycompliant/app-runtime';
import { openContactDialog } from '@staycompliant/contracts';
import { formatAddress, siteConfig } from '@staycompliant/site-config';
import { Link } from 'react-router-dom';

export function SiteFooter() {
  const { brand, social } = siteConfig;
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-bold">{brand.name}</p>
          <address className="mt-2 not-italic">{formatAddress(brand.address)}</address>
        </div>
        <nav aria-label="Footer">
          <Link to="/about">About</Link>
          <button type="button" onClick={() => openContactDialog()}>
            Contact us
          </button>
          <a href={social.linkedin} aria-label="LinkedIn">LinkedIn</a>
          <a href={social.twitter} aria-label="Twitter">Twitter</a>
          <a href={social.instagram} aria-label="Instagram">Instagram</a>
          <a href={social.whatsapp} aria-label="WhatsApp">WhatsApp</a>
        </nav>
        <div data-slot="newsletter">
          <RemoteModule remote="contact" module="./NewsletterForm" />
        </div>
      </div>
      <p className="pb-8 text-center text-sm">
        © {new Date().getFullYear()} {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}
