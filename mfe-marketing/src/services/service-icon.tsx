import { cn, icons } from '@staycompliant/ui';
import type { ServiceIconName } from '../content/services/service-content';

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={cn('size-5', className)} />;
}
