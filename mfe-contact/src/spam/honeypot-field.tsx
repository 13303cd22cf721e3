import type { ComponentProps } from 'react';

/**
 * A field people never see or reach by keyboard, which bots fill in. A form whose honeypot is
 * filled shows its usual success and sends nothing.
 */
export function HoneypotField(props: Omit<ComponentProps<'input'>, 'type' | 'tabIndex' | 'autoComplete'>) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

export function isHoneypotFilled(input: HTMLInputElement | null): boolean {
  return (input?.value ?? '').trim() !== '';
}
