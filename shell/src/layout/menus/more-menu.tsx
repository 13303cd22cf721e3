import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@staycompliant/ui/menu';
import { Link } from '@staycompliant/router';
import { moreNavigation } from '../navigation';
import { MoreMenuButton } from './more-menu-button';

/** The "More" dropdown (decisions.md 5); loaded when the visitor first opens it, so it opens at once. */
export function MoreMenu() {
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <MoreMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {moreNavigation.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
