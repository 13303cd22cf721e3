import { Skeleton } from '@staycompliant/ui';
import { logoGridClassName, placeholderBoxCount } from './logo-constants';

/**
 * The pulsing grid shown while the logos load, laid out like a slide of the carousel. `busy={false}`
 * when it only holds the place of a section not yet scrolled near (nothing is loading then).
 */
export function ClientLogosSkeleton({ busy = true }: { busy?: boolean }) {
  return (
    <div role={busy ? 'status' : undefined} aria-busy={busy || undefined} className={logoGridClassName}>
      {busy && <span className="sr-only">Loading client logos</span>}
      {Array.from({ length: placeholderBoxCount }, (_, index) => (
        <Skeleton key={index} data-testid="logo-placeholder" className="h-16 w-full" />
      ))}
    </div>
  );
}
