import { companyTypeLabels } from '@staycompliant/contracts';
import { monthNames } from '@staycompliant/ui';
import type { Ref } from 'react';
import type { CalendarChoices } from './calendar-choices';
import { DeadlineItem } from './deadline-item';
import { formationStateLabels } from './deadline-rules';
import { DownloadCalendarButton } from './download-calendar-button';
import type { Deadline } from './due-dates';

function describeCompany(choices: CalendarChoices): string {
  return [
    companyTypeLabels[choices.entity],
    choices.state === 'other' ? 'formed outside Delaware and Wyoming' : `formed in ${formationStateLabels[choices.state]}`,
    choices.owners === 'foreign' ? 'foreign-owned' : 'US-owned',
    `tax year ending in ${monthNames[choices.fiscalYearEnd - 1]}`,
  ].join(' · ');
}

export function DeadlineList({
  deadlines,
  choices,
  headingRef,
}: {
  deadlines: readonly Deadline[];
  choices: CalendarChoices;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="deadlines-title" className="min-w-0">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="deadlines-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none md:text-3xl">
            Your deadlines in {choices.year}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{describeCompany(choices)}</p>
          <p role="status" className="mt-1 text-sm font-medium text-navy-800">
            {deadlines.length} deadlines, in date order
          </p>
        </div>
        <DownloadCalendarButton deadlines={deadlines} choices={choices} />
      </div>
      {choices.state === 'other' && (
        <p className="mt-4 rounded-card border border-border bg-navy-50 p-4 text-sm text-navy-900">
          This calendar holds Delaware’s and Wyoming’s own deadlines. Your state has its annual report and taxes too, and so does every
          other state the company is registered in: ask us for them on a free call.
        </p>
      )}
      <ol aria-label={`Deadlines in ${choices.year}`} className="mt-6 flex flex-col gap-4">
        {deadlines.map((deadline) => (
          <DeadlineItem key={deadline.id} deadline={deadline} />
        ))}
      </ol>
    </section>
  );
}
