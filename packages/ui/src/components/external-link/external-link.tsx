import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Show the small "opens elsewhere" arrow after the text. */
  showIcon?: boolean;
};

/** A link that opens in a new tab, safely, and says so to screen-reader users. */
function ExternalLink({ className, children, showIcon = false, ...props }: ExternalLinkProps) {
  return (
    <a
      data-slot="external-link"
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      {children}
      {showIcon && <ExternalLinkIcon aria-hidden="true" className="size-3.5" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export { ExternalLink };
