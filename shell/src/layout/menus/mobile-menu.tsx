import { Link, useLocation } from '@staycompliant/router';
import { MobileNav, MobileNavLink } from '@staycompliant/ui/dialog';
import { moreNavigation, primaryNavigation } from '../navigation';

/** The side panel below 768 px; loaded when the visitor first opens it, so it opens at once. */
export function MobileMenu({ triggerClassName }: { triggerClassName?: string }) {
  const { pathname } = useLocation();
  return (
    <MobileNav defaultOpen triggerClassName={triggerClassName}>
      {[...primaryNavigation, ...moreNavigation].map((item) => (
        <MobileNavLink key={item.to} asChild active={pathname === item.to}>
          <Link to={item.to}>{item.label}</Link>
        </MobileNavLink>
      ))}
    </MobileNav>
  );
}
