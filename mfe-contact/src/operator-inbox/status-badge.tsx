import { Badge } from '@staycompliant/ui';
import { type EnquiryStatus, statusLabels } from './enquiry-model';

const variants: Record<EnquiryStatus, 'accent' | 'secondary' | 'outline' | 'success' | 'destructive'> = {
  new: 'accent',
  contacted: 'secondary',
  qualified: 'secondary',
  won: 'success',
  lost: 'outline',
  spam: 'outline',
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={variants[status]}>{statusLabels[status]}</Badge>;
}
