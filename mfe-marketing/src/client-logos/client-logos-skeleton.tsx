import { Skeleton } from '@staycompliant/ui';
import { logoGridClassName, placeholderBoxCount } from './logo-constants';

/** The pulsing grid shown while the logos load, laid out like a slide of the carousel. */
export function ClientLogosSkeleton() {
  return (
    <div role="status" aria-busy="true" className={logoGridClassName}>
      <span className="sr-only">Loading client logos</span>
      {Array.from({ length: placeholderBoxCount }, (_, index) => (
        <Skeleton key={index} data-testid="logo-placeholder" className="h-16 w-full" />
      ))}
    </div>
  );
}
