import { PagePlaceholder } from '@staycompliant/app-runtime';

export function PricingPage() {
  return <PagePlaceholder title="Pricing" />;
}
