import { privacyPolicy } from '../content/legal/privacy-policy';
import { LegalPage } from '../legal/legal-page';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
