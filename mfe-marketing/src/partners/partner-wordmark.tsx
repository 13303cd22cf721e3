import { cn } from '@staycompliant/ui';

export interface PartnerWordmarkProps {
  name: string;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A neutral wordmark: the partner's name set in our own type beside a monogram. We never draw a
 * partner's real logo, so nothing here imitates a brand's artwork.
 */
export function PartnerWordmark({ name, size = 'lg', className }: PartnerWordmarkProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight text-navy-900', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-control bg-navy-900 font-bold text-white',
          size === 'lg' ? 'size-10 text-lg' : 'size-8 text-sm',
        )}
      >
        {name.charAt(0)}
      </span>
      <span className={size === 'lg' ? 'text-xl' : 'text-base'}>{name}</span>
    </span>
  );
}
