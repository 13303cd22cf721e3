import { FormField, Input } from '@staycompliant/ui/forms';
import { useState } from 'react';
import { estimatorCopy as copy } from './estimator-copy';

/** The count a field's text stands for: '' is none; anything but a whole number up to `max` is no count. */
function countFromText(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return count <= max ? count : undefined;
}

/**
 * A count typed or stepped with the arrow keys. The text stays as typed, so a wrong entry is shown
 * with its message and nothing is lost; the estimate keeps the last good count meanwhile.
 */
export function CountField({
  label,
  hint,
  name,
  value,
  max,
  onChange,
}: {
  label: string;
  hint: string;
  name: string;
  value: number;
  max: number;
  onChange: (count: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A number field reports '' for text it cannot read ('1e'): its validity tells that from empty.
  const [unreadable, setUnreadable] = useState(false);
  // A count changed from outside (Back, the owners pre-selecting Form 5472) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (countFromText(text, max) !== value) {
      setText(String(value));
      setUnreadable(false);
    }
  }
  const valid = !unreadable && countFromText(text, max) !== undefined;
  return (
    <FormField label={label} hint={hint} error={valid ? undefined : copy.countError(max)}>
      {(control) => (
        <div className="w-32">
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            name={name}
            min={0}
            max={max}
            step={1}
            value={text}
            onChange={(event) => {
              const next = event.currentTarget.value;
              const isUnreadable = event.currentTarget.validity.badInput;
              setText(next);
              setUnreadable(isUnreadable);
              const count = isUnreadable ? undefined : countFromText(next, max);
              if (count !== undefined && count !== value) {
                setShown(count);
                onChange(count);
              }
            }}
          />
        </div>
      )}
    </FormField>
  );
}
