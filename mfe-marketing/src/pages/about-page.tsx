import { PagePlaceholder } from '@staycompliant/app-runtime';

export function AboutPage() {
  return <PagePlaceholder title="About Us" />;
}
