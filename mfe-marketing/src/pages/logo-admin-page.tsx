import { Container } from '@staycompliant/ui';
import { LogoAdmin } from '../logo-admin/logo-admin';

/** /admin/logos (unlisted, noindex): the firm's operators manage the home page's client logos. */
export function LogoAdminPage() {
  return (
    <Container className="max-md:py-10 md:py-14">
      <div className="mb-8 flex flex-col gap-2">
        <h1 className="font-bold text-navy-900 max-md:text-3xl md:text-4xl">Client logos</h1>
        <p className="text-muted-foreground">Upload and remove the logos shown in the home page's 'Clients who trust us' carousel.</p>
      </div>
      <LogoAdmin />
    </Container>
  );
}
