import { cn } from '@staycompliant/ui';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

/** A small set of exclusive choices, as native radios drawn as tiles: arrow keys move between them. */
export function ChoiceRadios<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col">
      <legend className="mb-2 text-sm font-medium text-navy-900">{legend}</legend>
      <div className={cn('grid gap-2', className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-input bg-surface px-3 py-2 text-sm text-foreground has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-3 has-focus-visible:ring-ring/30"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
