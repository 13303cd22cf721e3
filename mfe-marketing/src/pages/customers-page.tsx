import { PagePlaceholder } from '@staycompliant/app-runtime';

export function CustomersPage() {
  return <PagePlaceholder title="Client Success Stories" />;
}
