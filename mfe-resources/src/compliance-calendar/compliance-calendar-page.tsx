import { costEstimatorPath, linkWithAnswers } from '@staycompliant/contracts';
import { Link } from '@staycompliant/router';
import { Container, icons, Section, SectionHeading } from '@staycompliant/ui';
import { useRef } from 'react';
import { CalendarForm } from './calendar-form';
import { CalendarNotes } from './calendar-notes';
import { DeadlineList } from './deadline-list';
import { deadlinesFor } from './due-dates';
import { useCalendarChoices } from './use-calendar-choices';
import { thisYearAttribute, useThisYear } from './use-this-year';

/** /resources/compliance-calendar: a company's federal and state deadlines for a year, with sources, as an .ics file too. */
export function ComplianceCalendarPage() {
  const thisYear = useThisYear();
  const [choices, choose] = useCalendarChoices(thisYear);
  const deadlines = deadlinesFor(choices);
  const deadlinesHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div {...{ [thisYearAttribute]: thisYear }}>
      <Section aria-labelledby="calendar-title" spacing="compact">
        <Container>
          <SectionHeading
            as="h1"
            align="left"
            titleId="calendar-title"
            eyebrow="Free tool for founders"
            title="Compliance calendar"
            description="Tell us about your company: see the year’s federal and state deadlines, each with its official source, and add them to your own calendar."
          />
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-10">
            <div className="flex min-w-0 flex-col gap-3">
              <CalendarForm choices={choices} thisYear={thisYear} onChoose={choose} onShow={() => deadlinesHeading.current?.focus()} />
              {/* The estimator asks the same about the company: the link carries the answers over (docs/product.md, "Company answers"). */}
              <Link
                to={linkWithAnswers(costEstimatorPath, choices)}
                className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline focus-visible:underline"
              >
                <icons.Calculator aria-hidden="true" className="size-4" />
                Estimate your first-year cost
              </Link>
            </div>
            <DeadlineList deadlines={deadlines} choices={choices} headingRef={deadlinesHeading} />
          </div>
        </Container>
      </Section>
      <Section tone="muted" spacing="compact" aria-label="About these dates">
        <Container>
          <CalendarNotes />
        </Container>
      </Section>
    </div>
  );
}
