import { siteConfig } from '@staycompliant/site-config';
import { Button, ExternalLink, icons } from '@staycompliant/ui';
import { authorityLabels, reviewedOn } from './deadline-item';
import { dateShiftRules } from './deadline-rules';

/** How weekends and holidays move the dates, with the sources; then what this page is not. */
export function CalendarNotes() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <section aria-labelledby="calendar-rules-title" className="min-w-0">
        <h2 id="calendar-rules-title" className="text-2xl font-bold text-navy-900">
          Weekends and holidays
        </h2>
        <p className="mt-2 text-muted-foreground">Each authority has its own rule for a deadline that falls on a day off.</p>
        <ul className="mt-4 flex flex-col gap-4">
          {dateShiftRules.map((rule) => (
            <li key={rule.rule} className="text-sm">
              <p className="font-semibold text-navy-900">{authorityLabels[rule.authority]}</p>
              <p className="mt-1 text-pretty text-foreground">{rule.rule}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                Source:{' '}
                <ExternalLink href={rule.source.url} look="inline">
                  {rule.source.title}
                </ExternalLink>
                {' · '}last reviewed {reviewedOn(rule.source.lastReviewed)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="calendar-advice-title"
        className="self-start rounded-card border border-border bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="calendar-advice-title" className="flex items-center gap-2 text-xl font-semibold text-navy-900">
          <icons.Info aria-hidden="true" className="size-5 text-primary" />
          Information, not advice
        </h2>
        <p className="mt-3 text-sm text-pretty text-foreground">
          This calendar is general information taken from the official pages it cites. It is not tax or legal advice. Your own deadlines
          also depend on what it does not ask: a short first year, payroll, sales tax, other states, your own returns.
        </p>
        <p className="mt-3 text-sm text-pretty text-foreground">Before you rely on it, talk it through with us: the first call is free.</p>
        <Button asChild variant="accent" className="mt-5 w-full">
          <ExternalLink href={siteConfig.consultationUrl} look="bare">
            <icons.Phone aria-hidden="true" />
            Book a free consultation call
          </ExternalLink>
        </Button>
      </section>
    </div>
  );
}
