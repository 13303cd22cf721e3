// @staycompliant/ui/toast: Toasts (sonner): the one Toaster and toast().
export { Toaster, type ToasterProps, toast } from '../components/toaster/toaster';
