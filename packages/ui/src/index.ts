// The UI kit's public API: apps import only from '@staycompliant/ui' (and '@staycompliant/ui/theme.css').
export { cn } from './lib/cn';
export { PortalContainerProvider, usePortalContainer } from './lib/portal-container';
export { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion';
export * as icons from './components/icons/icons';

export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { ExternalLink, type ExternalLinkProps } from './components/external-link/external-link';
export { Container } from './components/container/container';
export { Section, sectionVariants, type SectionProps } from './components/section/section';
export { SectionHeading, type SectionHeadingProps } from './components/section-heading/section-heading';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card/card';
export { ServiceCard, type ServiceCardProps } from './components/service-card/service-card';
export { ArticleCard, formatArticleDate, type ArticleCardProps } from './components/article-card/article-card';
export { Badge, Pill, badgeVariants, type BadgeProps } from './components/badge/badge';
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
} from './components/dialog/dialog';
export { MobileNav, MobileNavLink, type MobileNavProps, type MobileNavLinkProps } from './components/mobile-nav/mobile-nav';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './components/dropdown-menu/dropdown-menu';
export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent } from './components/tooltip/tooltip';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs/tabs';
export { Accordion, AccordionItem, AccordionTrigger, AccordionContent, type AccordionProps } from './components/accordion/accordion';
export {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselPrevious,
  CarouselNext,
  CarouselControls,
  useCarousel,
  type CarouselApi,
  type CarouselProps,
} from './components/carousel/carousel';
export { Input, controlClassName } from './components/input/input';
export { Textarea } from './components/textarea/textarea';
export { Select, SelectGroup, SelectValue, SelectTrigger, SelectContent, SelectLabel, SelectItem } from './components/select/select';
export { Checkbox } from './components/checkbox/checkbox';
export { Label } from './components/label/label';
export { FormField, FormFieldset, type FormFieldProps, type FormFieldsetProps, type FormControlProps } from './components/form-field/form-field';
export { Skeleton } from './components/skeleton/skeleton';
export { Toaster, toast, type ToasterProps } from './components/toaster/toaster';
export { LogoImage, type LogoImageProps } from './components/logo-image/logo-image';
