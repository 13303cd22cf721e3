import { PagePlaceholder } from '@staycompliant/app-runtime';

export function HomePage() {
  return <PagePlaceholder title="Start & Stay Compliant in USA">
      <p className="mt-4 text-xl">Keep your USA company 100% compliant with us</p>
    </PagePlaceholder>;
}
