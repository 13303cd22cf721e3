import { useSearchParams } from '@staycompliant/router';
import { Button } from '@staycompliant/ui';
import { Input, Label } from '@staycompliant/ui/forms';
import { type FormEvent, useId, useState } from 'react';
import { ChoiceLinks } from './choice-links';
import { customRangeProblem, type DateRange, rangePresets, withRange } from './date-range';
import { presetLabels } from './range-labels';

/** Today, 7 days, 30 days, 12 months as links; Custom opens two date fields. The choice is the URL's. */
export function RangePicker({ range, problem }: { range: DateRange; problem?: string }) {
  const [params, setParams] = useSearchParams();
  const [customOpen, setCustomOpen] = useState(range.preset === 'custom' || problem !== undefined);
  const presets = rangePresets.filter((preset) => preset !== 'custom');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ChoiceLinks
          label="Range"
          choices={presets.map((preset) => ({
            key: preset,
            label: presetLabels[preset],
            to: `?${withRange(params, { range: preset }).toString()}`,
            current: range.preset === preset,
          }))}
        />
        <Button
          variant={range.preset === 'custom' ? 'primary' : 'outline'}
          size="sm"
          className="min-h-10 rounded-full"
          aria-expanded={customOpen}
          onClick={() => setCustomOpen((open) => !open)}
        >
          {presetLabels.custom}
        </Button>
      </div>
      {customOpen && (
        <CustomRangeForm
          initialFrom={range.from}
          initialTo={range.to}
          problem={problem}
          onApply={(from, to) => setParams((current) => withRange(current, { range: 'custom', from, to }))}
        />
      )}
    </div>
  );
}

function CustomRangeForm({
  initialFrom,
  initialTo,
  problem,
  onApply,
}: {
  initialFrom: string;
  initialTo: string;
  problem?: string;
  onApply: (from: string, to: string) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [error, setError] = useState(problem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setError(found);
    if (!found) onApply(from, to);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Custom range" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>From (UTC)</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>To (UTC, inclusive)</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" variant="outline">
        Apply
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
