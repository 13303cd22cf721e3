import { cn, icons } from '@staycompliant/ui';
import type { ServiceIconName } from '../content/services/service-content';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;

export function ServiceIcon({ name, size = 'md', className }: { name: ServiceIconName; size?: keyof typeof sizes; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={cn(sizes[size], className)} />;
}
