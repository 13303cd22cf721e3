import { trackEvent } from '@staycompliant/analytics';
import { Outlet, ScrollRestoration, useLocation } from '@staycompliant/router';
import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ContactDialogMount } from '../contact/contact-dialog-mount';
import { CrashPage } from '../errors/crash-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { pathname } = useLocation();
  // A page view per navigation inside the site (trackEvent records one per path; the page load's own
  // view is the tracker's, sent even before hydration).
  useEffect(() => {
    trackEvent('pageview');
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {/* A crashing page keeps the header and footer; following a link away leaves the crash behind. */}
        <ErrorBoundary FallbackComponent={CrashPage} resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ContactDialogMount />
      {/* New pages start at the top; Back and Forward restore where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
