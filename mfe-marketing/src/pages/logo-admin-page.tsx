import { PagePlaceholder } from '@staycompliant/app-runtime';

export function LogoAdminPage() {
  return <PagePlaceholder title="Client logos" />;
}
