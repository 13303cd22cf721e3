// @staycompliant/ui/menu: The dropdown menu (Radix DropdownMenu).
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../components/dropdown-menu/dropdown-menu';
