import { Link } from '@staycompliant/router';
import { Badge, icons } from '@staycompliant/ui';

const sampleDeadlines = [
  { filing: 'Delaware franchise tax', due: 'March 1', status: 'Filed' },
  { filing: 'Form 1120 with Form 5472', due: 'April 15', status: 'Filed' },
  { filing: '83(b) election', due: 'Within 30 days', status: 'Mailed' },
  { filing: 'Sales tax nexus review', due: 'Quarterly', status: 'Scheduled' },
  { filing: 'Board pack and month-end close', due: 'Monthly', status: 'Scheduled' },
] as const;

/** What a client's compliance calendar looks like, as a link to the free calendar tool; screen readers skip the sample rows. */
/** Beside the hero's text from the `lg` width up; a phone's first screen has no room for it. */
export function ComplianceCalendarPreview() {
  return (
    <Link
      to="/resources/compliance-calendar"
      className="group hidden rounded-card border border-border bg-surface p-6 shadow-card-hover outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background lg:block"
    >
      <div className="flex items-center gap-3 border-b border-border pb-4">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-control bg-navy-900 text-white">
          <icons.ShieldCheck className="size-5" />
        </span>
        <div>
          <p className="font-semibold text-navy-900">Your compliance calendar</p>
          <p className="text-sm text-muted-foreground">Every deadline, tracked for you</p>
        </div>
      </div>
      <ul aria-hidden="true" className="mt-2 divide-y divide-border">
        {sampleDeadlines.map((deadline) => (
          <li key={deadline.filing} className="flex items-center justify-between gap-4 py-3">
            <div>
              <p className="text-sm font-medium text-navy-900">{deadline.filing}</p>
              <p className="text-xs text-muted-foreground">{deadline.due}</p>
            </div>
            <Badge variant={deadline.status === 'Scheduled' ? 'secondary' : 'success'}>
              {deadline.status === 'Scheduled' ? <icons.Calendar /> : <icons.Check />}
              {deadline.status}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-2 border-t border-border pt-4 text-sm font-semibold text-primary group-hover:underline">
        Build yours for free
        <icons.ArrowRight aria-hidden="true" className="size-4" />
      </p>
    </Link>
  );
}
