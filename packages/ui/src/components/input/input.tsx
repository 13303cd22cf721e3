import type * as React from 'react';
import { cn } from '../../lib/cn';

const controlLook =
  'w-full min-w-0 rounded-control border bg-surface px-3 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-3 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive';

const controlTones = {
  default: 'border-input focus-visible:ring-ring/30 aria-invalid:ring-destructive/20',
  /** On a dark band: no border of its own, and the accent's ring. */
  inverted: 'border-transparent focus-visible:ring-accent aria-invalid:ring-3 aria-invalid:ring-red-300',
} as const;

type ControlTone = keyof typeof controlTones;

const controlClasses = (tone: ControlTone = 'default') => `${controlLook} ${controlTones[tone]}`;

/** The look every text control of the kit shares: an input, a select, a textarea. */
export const controlClassName = controlClasses();

type InputProps = React.ComponentProps<'input'> & { tone?: ControlTone };

/** `className` adds to the control's look; for a narrower field, put the input in a narrower box. */
function Input({ className, type = 'text', tone, ...props }: InputProps) {
  // A file input is as tall as its button, which the caller styles (`file:` classes).
  const height = type === 'file' ? 'py-2' : 'h-11';
  return <input data-slot="input" type={type} className={cn(controlClasses(tone), height, className)} {...props} />;
}

export { Input };
