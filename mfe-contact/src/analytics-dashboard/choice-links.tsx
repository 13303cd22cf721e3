import { Link } from '@staycompliant/router';
import { cn } from '@staycompliant/ui';

export interface Choice {
  key: string;
  label: string;
  /** The link's query, `?…`. */
  to: string;
  current: boolean;
}

/** Choices as links (the choice lives in the URL), the current one marked, as the inbox's status filter. */
export function ChoiceLinks({ label, choices }: { label: string; choices: Choice[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.to}
              aria-current={choice.current ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                choice.current ? 'border-navy-900 bg-navy-900 text-white' : 'border-border bg-surface text-navy-900 hover:bg-muted',
              )}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
