import { Container, Section, SectionHeading } from '@staycompliant/ui';
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
            <CalendarForm choices={choices} thisYear={thisYear} onChoose={choose} onShow={() => deadlinesHeading.current?.focus()} />
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
