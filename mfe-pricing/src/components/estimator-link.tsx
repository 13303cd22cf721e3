import { Link } from '@staycompliant/router';
import { Button, icons } from '@staycompliant/ui';
import { estimatorLink as copy } from '../content/pricing-copy';

/** Leads from the price tabs to the first-year estimator (a plain link: the estimator's code loads on its own route). */
export function EstimatorLink() {
  return (
    <div className="mt-10 flex flex-col items-start gap-4 rounded-card border border-border bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex gap-3">
        <icons.Calculator aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold text-navy-900">{copy.title}</p>
          <p className="text-sm text-muted-foreground">{copy.description}</p>
        </div>
      </div>
      <Button asChild variant="outline" className="w-full sm:w-auto">
        <Link to="/pricing/estimate">
          {copy.label}
          <icons.ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
