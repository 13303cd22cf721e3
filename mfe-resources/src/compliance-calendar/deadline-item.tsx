import { Badge, ExternalLink } from '@staycompliant/ui';
import { isoDate, longDate, plainDate, shortMonth, shortWeekday } from './calendar-date';
import type { Authority } from './deadline-rules';
import type { Deadline } from './due-dates';

export const authorityLabels: Record<Authority, string> = {
  IRS: 'IRS (federal)',
  FinCEN: 'FinCEN (federal)',
  Delaware: 'State of Delaware',
  Wyoming: 'State of Wyoming',
};

/** "2026-11-25" → "November 25, 2026" */
export function reviewedOn(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return plainDate({ year: year!, month: month!, day: day! });
}

/** ['Saturday', 'Sunday', 'DC Emancipation Day (observed)'] → "the weekend and DC Emancipation Day (observed)" */
export function movedPast(because: readonly string[]): string {
  const weekend = because.filter((reason) => reason === 'Saturday' || reason === 'Sunday');
  const holidays = because.filter((reason) => reason !== 'Saturday' && reason !== 'Sunday');
  const parts = [...(weekend.length === 2 ? ['the weekend'] : weekend.map((day) => `a ${day}`)), ...holidays];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

export function DeadlineItem({ deadline }: { deadline: Deadline }) {
  const { rule, date, moved, notABusinessDay } = deadline;
  return (
    <li className="flex gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      {/* The date as a calendar leaf for the eye; the heading's line says it in full for everyone. */}
      <div aria-hidden="true" className="flex w-14 shrink-0 flex-col items-center self-start rounded-control bg-navy-50 py-2 text-navy-900">
        <span className="text-xs font-semibold uppercase">{shortMonth(date)}</span>
        <span className="text-2xl leading-tight font-bold">{date.day}</span>
        <span className="text-xs">{shortWeekday(date)}</span>
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-pretty text-navy-900">{rule.title}</h3>
        <p className="mt-1 text-sm font-medium text-navy-800">
          <time dateTime={isoDate(date)}>{longDate(date)}</time>
          <span className="text-muted-foreground"> · {authorityLabels[rule.authority]}</span>
        </p>
        {deadline.period && <p className="text-sm text-muted-foreground">For {deadline.period}</p>}
        <p className="mt-2 text-sm text-pretty text-foreground">{rule.summary}</p>
        {moved && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-navy-800">
            <Badge variant="secondary">Moved</Badge>
            <span>
              from {longDate(moved.from)}, past {movedPast(moved.because)}
            </span>
          </p>
        )}
        {notABusinessDay && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-navy-800">
            <Badge variant="accent">{notABusinessDay}</Badge>
            <span>This date does not move: file by the business day before.</span>
          </p>
        )}
        <p className="mt-2 text-xs text-muted-foreground">
          Source:{' '}
          <ExternalLink href={rule.source.url} look="inline">
            {rule.source.title}
          </ExternalLink>
          {' · '}last reviewed {reviewedOn(rule.source.lastReviewed)}
        </p>
      </div>
    </li>
  );
}
