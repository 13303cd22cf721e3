import { Link, useSearchParams } from '@staycompliant/router';
import { buttonVariants, icons } from '@staycompliant/ui';
import type { Page } from './inbox-backend';
import { formatCursor, withParams } from './list-query';

/** Previous and Next as links: each page has its own URL (the cursor is in the query string). */
export function Pager({ page, label }: { page: Page<unknown>; label: string }) {
  const [params] = useSearchParams();
  if (!page.next && !page.previous) return null;
  const to = (changes: Record<string, string | undefined>) => `?${withParams(params, changes).toString()}`;
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page.previous ? (
        <Link className={linkClass} to={to({ before: formatCursor(page.previous), after: undefined })}>
          <icons.ChevronLeft aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      {page.next && (
        <Link className={linkClass} to={to({ after: formatCursor(page.next), before: undefined })}>
          Next
          <icons.ChevronRight aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
