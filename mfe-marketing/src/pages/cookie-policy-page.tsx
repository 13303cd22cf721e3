import { cookiePolicy } from '../content/legal/cookie-policy';
import { LegalPage } from '../legal/legal-page';

export function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
