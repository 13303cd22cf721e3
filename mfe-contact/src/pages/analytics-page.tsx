import { OperatorGate } from '@staycompliant/operator-console';
import { Container } from '@staycompliant/ui';
import { AnalyticsDashboard } from '../analytics-dashboard/analytics-dashboard';

/**
 * /admin/analytics (unlisted, noindex): the site's own cookieless analytics, beside the inbox. The
 * server renders the heading and the sign-in skeleton; the range, the session and the figures are
 * read in the browser (docs/product.md, "Analytics", "The dashboard").
 */
export function AnalyticsPage() {
  return (
    <Container className="max-md:py-10 md:py-14">
      <div className="mb-8 flex flex-col gap-2">
        <h1 className="font-bold text-navy-900 max-md:text-3xl md:text-4xl">Analytics</h1>
        <p className="text-muted-foreground">
          Visits, sources and enquiries on this site, counted without cookies. Days and hours are UTC.
        </p>
      </div>
      <OperatorGate>{() => <AnalyticsDashboard />}</OperatorGate>
    </Container>
  );
}
