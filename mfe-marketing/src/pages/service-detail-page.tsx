import { PagePlaceholder } from '@staycompliant/app-runtime';
import { serviceById } from '@staycompliant/contracts';
import { useParams } from 'react-router-dom';

export function ServiceDetailPage() {
  const { serviceId } = useParams();
  return <PagePlaceholder title={serviceById(serviceId).name} />;
}
