import { icons } from '@staycompliant/ui';

export function ServiceBenefits({ benefits }: { benefits: readonly string[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex gap-3 rounded-card border border-border bg-surface p-5 shadow-card">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-pill bg-accent-soft text-accent-strong"
          >
            <icons.Check className="size-5" />
          </span>
          <span className="self-center font-medium text-navy-900">{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
