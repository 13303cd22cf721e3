import { PagePlaceholder } from '@staycompliant/app-runtime';

export function ServicesPage() {
  return <PagePlaceholder title="Our Services" />;
}
