import type * as React from 'react';
import { cn } from '../../lib/cn';

export type SectionHeadingProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  /** Small label above the title, e.g. "What we do". */
  eyebrow?: React.ReactNode;
  description?: React.ReactNode;
  /** Heading level; h2 for page sections, h1 once per page. */
  as?: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
  /** id for the heading, so the Section can point aria-labelledby at it. */
  titleId?: string;
  /** Use on dark (navy) sections. */
  inverted?: boolean;
  /** No space below it: the heading sits beside its content (a two-column intro) or ends its band. */
  flush?: boolean;
};

function SectionHeading({
  title,
  eyebrow,
  description,
  as: Heading = 'h2',
  align = 'center',
  titleId,
  inverted = false,
  flush = false,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        !flush && 'mb-10',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start text-left',
        className,
      )}
      {...props}
    >
      {eyebrow && (
        <p className={cn('text-sm font-semibold tracking-wide uppercase', inverted ? 'text-accent' : 'text-accent-strong')}>{eyebrow}</p>
      )}
      <Heading
        id={titleId}
        className={cn(
          'font-bold text-balance',
          Heading === 'h1' ? 'text-4xl md:text-display' : 'text-3xl md:text-title',
          inverted ? 'text-white' : 'text-navy-900',
        )}
      >
        {title}
      </Heading>
      {description && (
        <p className={cn('text-lg text-pretty md:text-lead', inverted ? 'text-navy-100' : 'text-muted-foreground')}>{description}</p>
      )}
    </div>
  );
}

export { SectionHeading };
