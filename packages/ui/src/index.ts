// The UI kit's core: what nearly every page uses. Heavier parts have their own entry points
// (src/entries/, listed in package.json's exports), each shared through federation on its own, so a
// page loads only the parts it renders.

export { ArticleCard, type ArticleCardProps, formatArticleDate } from './components/article-card/article-card';
export { Badge, type BadgeProps, badgeVariants, Pill } from './components/badge/badge';
export { Button, type ButtonProps, buttonVariants } from './components/button/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card/card';
export { Container } from './components/container/container';
export { ExternalLink, type ExternalLinkProps } from './components/external-link/external-link';
export * as icons from './components/icons/icons';
export { LogoImage, type LogoImageProps } from './components/logo-image/logo-image';
export { MobileNavButton, type MobileNavButtonProps } from './components/mobile-nav/mobile-nav-button';
export { Section, type SectionProps, sectionVariants } from './components/section/section';
export { SectionHeading, type SectionHeadingProps } from './components/section-heading/section-heading';
export { ServiceCard, type ServiceCardProps } from './components/service-card/service-card';
export { Skeleton } from './components/skeleton/skeleton';
export { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion';
export { cn } from './lib/cn';
export { PortalContainerProvider, usePortalContainer } from './lib/portal-container';
export { type DayOfYear, monthNames, usLongDate } from './lib/us-dates';
