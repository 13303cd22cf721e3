import { PagePlaceholder } from '@staycompliant/app-runtime';

export function PartnersPage() {
  return <PagePlaceholder title="Our Partners" />;
}
