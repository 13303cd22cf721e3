import { openContactDialog } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import { Link, NavLink } from 'react-router-dom';
import { moreNavigation, primaryNavigation } from './navigation';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="text-lg font-bold text-foreground">
          {siteConfig.brand.name}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-4">
          {[...primaryNavigation, ...moreNavigation].map((item) => (
            <NavLink key={item.to} to={item.to} className="text-sm font-medium">
              {item.label}
            </NavLink>
          ))}
          <button type="button" onClick={() => openContactDialog()}>
            Contact us
          </button>
        </nav>
      </div>
    </header>
  );
}
