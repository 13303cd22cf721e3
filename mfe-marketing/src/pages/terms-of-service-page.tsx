import { termsOfService } from '../content/legal/terms-of-service';
import { LegalPage } from '../legal/legal-page';

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
