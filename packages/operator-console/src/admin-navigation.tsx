import { NavLink } from '@staycompliant/router';
import { cn } from '@staycompliant/ui';

/** The operators' pages, in the order the navigation lists them. */
export const adminPages = [
  { path: '/admin/enquiries', label: 'Enquiries' },
  { path: '/admin/subscribers', label: 'Subscribers' },
  { path: '/admin/analytics', label: 'Analytics' },
  { path: '/admin/logos', label: 'Logos' },
] as const;

/** Enquiries · Subscribers · Analytics · Logos: client-side links, so the session and the query cache carry over. */
export function AdminNavigation() {
  return (
    <nav aria-label="Operator pages">
      <ul className="flex flex-wrap gap-1">
        {adminPages.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-control px-3 text-sm font-semibold underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isActive ? 'bg-navy-900 text-white' : 'text-navy-900 hover:underline',
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
