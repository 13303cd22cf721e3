import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type * as React from 'react';
import { cn } from '../../lib/cn';

const looks = {
  /** A link of its own: the primary colour, underlined on hover. */
  link: 'inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline',
  /** A link inside a sentence: underlined, and it wraps with the text. */
  inline: 'inline rounded-sm font-medium break-words text-primary underline underline-offset-2',
  /** No look of its own: the caller's classes (a button's, an icon tile's) give it one. */
  bare: '',
} as const;

export type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Show the small "opens elsewhere" arrow after the text. */
  showIcon?: boolean;
  /** `link` on its own (the default), `inline` inside a sentence, `bare` where the caller's classes (Button asChild) give the look. */
  look?: keyof typeof looks;
};

/** A link that opens in a new tab, safely, and says so to screen-reader users. */
function ExternalLink({ className, children, showIcon = false, look = 'link', ...props }: ExternalLinkProps) {
  return (
    <a
      data-slot="external-link"
      target="_blank"
      rel="noopener noreferrer"
      className={cn(looks[look], 'outline-none focus-visible:ring-3 focus-visible:ring-ring', className)}
      {...props}
    >
      {children}
      {showIcon && <ExternalLinkIcon aria-hidden="true" className="size-3.5" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export { ExternalLink };
