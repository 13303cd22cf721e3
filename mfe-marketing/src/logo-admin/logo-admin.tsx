import { OperatorGate, operatorPanelClassName } from '@staycompliant/operator-console';
import { AdminLogoList } from './admin-logo-list';
import { LogoUploadForm } from './logo-upload-form';
import { useAdminLogos } from './use-admin-logos';

/** The operator's view of /admin/logos: the shared operator sign-in, then the logos with upload and delete. */
export function LogoAdmin() {
  return <OperatorGate>{() => <OperatorTools />}</OperatorGate>;
}

function OperatorTools() {
  const logos = useAdminLogos();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className={operatorPanelClassName}>
        <LogoUploadForm existingLogos={logos.data ?? []} />
      </div>
      <div className={operatorPanelClassName}>
        <AdminLogoList logos={logos} />
      </div>
    </div>
  );
}
