import { complianceCalendarPath, costEstimatorPath, linkWithAnswers, openContactDialog, serviceById } from '@staycompliant/contracts';
import { Link } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';
import { Button, icons } from '@staycompliant/ui';
import { type EstimateChoices, searchFromChoices } from './estimate-choices';
import { estimateAmount, estimateSummary, lineBasis } from './estimate-summary';
import { estimatorCopy as copy } from './estimator-copy';
import type { EstimateLine, FirstYearEstimate } from './first-year-estimate';
import { useSettledValue } from './use-settled-value';

/** How long the total must hold still before a screen reader hears it. */
const announceAfterMs = 1000;

function Amount({ amount, startsFrom, className }: { amount: number; startsFrom: boolean; className?: string }) {
  const [, from, figure] = /^(from )?(.*)$/.exec(estimateAmount(amount, startsFrom))!;
  return (
    <span className={className}>
      {from && (
        <>
          <span className="text-sm font-medium text-muted-foreground">{from.trim()}</span>{' '}
        </>
      )}
      {figure}
    </span>
  );
}

function LineItem({ line }: { line: EstimateLine }) {
  const later =
    line.laterYears === 0
      ? copy.firstYearOnly
      : line.laterYears === line.firstYear
        ? 'each year'
        : copy.perYearAfter(estimateAmount(line.laterYears, line.startsFrom));
  return (
    <li data-slot="estimate-line" data-line={line.key} className="flex items-start justify-between gap-4 border-b border-border py-3">
      <div className="min-w-0">
        <p className="font-medium text-navy-900">
          {line.name} <span className="font-normal text-muted-foreground">· {line.detail}</span>
        </p>
        <p className="text-sm text-muted-foreground">{lineBasis(line)}</p>
      </div>
      <div className="shrink-0 text-right">
        <Amount amount={line.firstYear} startsFrom={line.startsFrom} className="font-semibold whitespace-nowrap text-navy-900" />
        <p className="text-sm text-muted-foreground">{later}</p>
      </div>
    </li>
  );
}

/** The itemised estimate, its totals, its notes and the way to send it. */
export function EstimatePanel({ choices, estimate }: { choices: EstimateChoices; estimate: FirstYearEstimate }) {
  const empty = estimate.lines.length === 0 && estimate.tailored.length === 0;
  const firstYear = estimateAmount(estimate.firstYearTotal, estimate.startsFrom);
  const laterYears = estimateAmount(estimate.laterYearsTotal, estimate.startsFrom);
  const announcement = useSettledValue(empty ? copy.empty : copy.announce(firstYear, laterYears), announceAfterMs);

  const send = () => {
    const query = searchFromChoices(choices).toString();
    const link = `${siteConfig.siteUrl}${costEstimatorPath}${query ? `?${query}` : ''}`;
    openContactDialog({
      services: estimate.services.map((id) => serviceById(id).name),
      details: estimateSummary(choices, estimate, link),
    });
  };

  return (
    <section
      aria-labelledby="estimate-title"
      data-slot="estimate"
      className="flex min-w-0 flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-card sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="estimate-title" className="text-xl font-semibold text-navy-900">
        {copy.estimateTitle}
      </h2>
      {empty ? (
        <p className="rounded-control bg-muted px-4 py-3 text-sm text-foreground">{copy.empty}</p>
      ) : (
        <>
          {estimate.lines.length > 0 && (
            <ul aria-label="Priced items" className="-mt-3 flex flex-col">
              {estimate.lines.map((line) => (
                <LineItem key={line.key} line={line} />
              ))}
            </ul>
          )}
          {estimate.tailored.length > 0 && (
            <div data-slot="estimate-tailored" className="flex flex-col gap-1 rounded-control bg-muted px-4 py-3">
              <h3 className="font-semibold text-navy-900">{copy.tailoredTitle}</h3>
              <p className="text-sm text-muted-foreground">{copy.tailoredNote}</p>
              <ul className="mt-1 flex flex-col gap-1 text-sm text-foreground">
                {estimate.tailored.map((line) => (
                  <li key={line.key}>
                    {line.name} · {line.detail}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <dl data-slot="estimate-totals" className="grid gap-3 rounded-control bg-navy-900 p-4 text-white">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <dt className="font-medium">{copy.firstYear}</dt>
              <dd className="text-3xl font-bold tracking-tight">
                <Amount amount={estimate.firstYearTotal} startsFrom={estimate.startsFrom} className="[&>span]:text-navy-100" />
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-white/20 pt-3">
              <dt className="text-navy-100">{copy.laterYears}</dt>
              <dd className="text-xl font-semibold">
                <Amount amount={estimate.laterYearsTotal} startsFrom={estimate.startsFrom} className="[&>span]:text-navy-100" />
              </dd>
            </div>
          </dl>
        </>
      )}
      <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
        <li className="flex gap-2 font-medium text-foreground">
          <icons.Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {copy.statutoryFees}
        </li>
        <li>{copy.counting}</li>
        <li>{copy.indicative}</li>
      </ul>
      {!empty && (
        <div className="flex flex-col gap-2">
          <Button size="lg" className="w-full" onClick={send}>
            <icons.Send aria-hidden="true" />
            {copy.send}
          </Button>
          <p className="text-sm text-muted-foreground">{copy.shareHint}</p>
        </div>
      )}
      {/* The calendar asks the same about the company: the link carries the answers over (docs/product.md, "Company answers"). */}
      <Link
        to={linkWithAnswers(complianceCalendarPath, choices)}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline focus-visible:underline"
      >
        <icons.Calendar aria-hidden="true" className="size-4" />
        {copy.calendarLink}
      </Link>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
