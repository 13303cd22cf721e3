import { Link } from '@staycompliant/router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@staycompliant/ui/menu';
import { useEffect, useRef } from 'react';
import { moreNavigation } from '../navigation';
import { MoreMenuButton } from './more-menu-button';

/** The "More" dropdown (docs/product.md, "The More menu"); loaded when the visitor first opens it, so it opens at once. */
export function MoreMenu({ openedWithKeyboard = false }: { openedWithKeyboard?: boolean }) {
  const contentRef = useRef<HTMLDivElement>(null);
  // Opened from the keyboard, a menu starts on its first item (as Radix does when it saw the key).
  useEffect(() => {
    if (!openedWithKeyboard) return;
    const frame = requestAnimationFrame(() => contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [openedWithKeyboard]);
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <MoreMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" ref={contentRef}>
        {moreNavigation.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
