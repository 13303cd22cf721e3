import { openContactDialog } from '@staycompliant/contracts';
import { Link, NavLink } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';
import { Button, Container } from '@staycompliant/ui';
import { BrandMark } from './brand-mark';
import { HeaderMobileMenu } from './menus/header-menus';
import { MoreMenu } from './menus/more-menu';
import { primaryNavigation } from './navigation';

// Tighter below lg: at 768 px the whole menu still has to fit beside the logo and Contact us.
const navLinkClass =
  'rounded-control px-1.5 py-2 lg:px-3 text-sm font-medium text-navy-900 outline-none hover:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring aria-[current=page]:text-primary';

export function SiteHeader() {
  const brand = siteConfig.brand.name;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Link
          to="/"
          aria-label={`${brand} home`}
          className="flex items-center gap-2 rounded-control text-lg font-bold text-navy-900 outline-none focus-visible:ring-3 focus-visible:ring-ring"
        >
          <BrandMark />
          <span>{brand}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {primaryNavigation.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          <MoreMenu />
        </nav>

        <div className="flex items-center gap-1">
          <Button size="sm" onClick={() => openContactDialog()}>
            Contact us
          </Button>
          <HeaderMobileMenu className="md:hidden" />
        </div>
      </Container>
    </header>
  );
}
