import { trackEvent } from '@staycompliant/analytics';
import { saveFile } from '@staycompliant/app-runtime';
import { siteConfig } from '@staycompliant/site-config';
import { Button, icons } from '@staycompliant/ui';
import { useState } from 'react';
import { type CalendarChoices, calendarPagePath, searchFromChoices } from './calendar-choices';
import type { Deadline } from './due-dates';

/**
 * Downloads the deadlines as an .ics file. The file's writer (and the `ics` library) loads on the first
 * press, so the page's own script stays small; a press before the page is live is replayed once it is.
 */
export function DownloadCalendarButton({ deadlines, choices }: { deadlines: readonly Deadline[]; choices: CalendarChoices }) {
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');

  const download = async () => {
    setState('preparing');
    try {
      const { calendarFile, calendarFileName } = await import('./calendar-file');
      const text = calendarFile(deadlines, choices.year, {
        pageUrl: `${siteConfig.siteUrl}${calendarPagePath}?${searchFromChoices(choices)}`,
        uidDomain: new URL(siteConfig.siteUrl).hostname,
        brandName: siteConfig.brand.name,
      });
      saveFile(calendarFileName(choices.year), [text], 'text/calendar;charset=utf-8');
      trackEvent('calendar_downloaded');
      setState('idle');
    } catch (error) {
      console.warn('The calendar file could not be prepared.', error);
      setState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <Button type="button" variant="accent" loading={state === 'preparing'} onClick={download} className="w-full sm:w-auto">
        {state !== 'preparing' && <icons.Calendar aria-hidden="true" />}
        Add to my calendar (.ics)
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn’t prepare your calendar file. Please try again.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">All-day events, reminders 14 and 2 days before.</p>
      )}
    </div>
  );
}
