import { Button, type ButtonProps, icons } from '@staycompliant/ui';

/** The header's "More" button: the same element before and after the menu's code has loaded. */
export function MoreMenuButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="sm" className="gap-1 text-navy-900" aria-haspopup="menu" aria-expanded={false} {...props}>
      More
      <icons.ChevronDown aria-hidden="true" className="size-4" />
    </Button>
  );
}
