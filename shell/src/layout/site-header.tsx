import { openContactDialog } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import { Button, Container, icons } from '@staycompliant/ui';
import { MobileNav, MobileNavLink } from '@staycompliant/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@staycompliant/ui/menu';
import { Link, NavLink, useLocation } from '@staycompliant/router';
import { BrandMark } from './brand-mark';
import { moreNavigation, primaryNavigation } from './navigation';

const navLinkClass =
  'rounded-control px-3 py-2 text-sm font-medium text-navy-900 outline-none hover:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring aria-[current=page]:text-primary';

export function SiteHeader() {
  const { pathname } = useLocation();
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
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" className="gap-1 text-navy-900">
                More
                <icons.ChevronDown aria-hidden="true" className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {moreNavigation.map((item) => (
                <DropdownMenuItem key={item.to} asChild>
                  <Link to={item.to}>{item.label}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </nav>

        <div className="flex items-center gap-1">
          <Button size="sm" onClick={() => openContactDialog()}>
            Contact us
          </Button>
          <MobileNav triggerClassName="md:hidden">
            {[...primaryNavigation, ...moreNavigation].map((item) => (
              <MobileNavLink key={item.to} asChild active={pathname === item.to}>
                <Link to={item.to}>{item.label}</Link>
              </MobileNavLink>
            ))}
          </MobileNav>
        </div>
      </Container>
    </header>
  );
}
