// @staycompliant/ui/dialog: Dialogs and the mobile navigation (Radix Dialog).
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
} from '../components/dialog/dialog';
export { MobileNav, MobileNavLink, type MobileNavProps, type MobileNavLinkProps } from '../components/mobile-nav/mobile-nav';
