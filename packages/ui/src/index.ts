// The UI kit's core: what nearly every page uses. Heavier parts have their own entry points
// (src/entries/, listed in package.json's exports), each shared through federation on its own, so a
// page loads only the parts it renders.
export { cn, prepareClassMerging } from './lib/cn';
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
export { Skeleton } from './components/skeleton/skeleton';
export { MobileNavButton, type MobileNavButtonProps } from './components/mobile-nav/mobile-nav-button';
export { LogoImage, type LogoImageProps } from './components/logo-image/logo-image';
