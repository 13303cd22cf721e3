// @staycompliant/ui/toast: Toasts (sonner): the one Toaster and toast().
export { Toaster, toast, type ToasterProps } from '../components/toaster/toaster';
