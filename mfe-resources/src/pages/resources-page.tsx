import { PagePlaceholder } from '@staycompliant/app-runtime';

export function ResourcesPage() {
  return <PagePlaceholder title="Resources" />;
}
