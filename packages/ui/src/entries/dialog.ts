// @staycompliant/ui/dialog: Dialogs and the mobile navigation (Radix Dialog).
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
} from '../components/dialog/dialog';
export { MobileNav, MobileNavLink, type MobileNavLinkProps, type MobileNavProps } from '../components/mobile-nav/mobile-nav';
