import { createQueryClient } from '@staycompliant/app-runtime';
import { type QueryClient, QueryClientProvider } from '@staycompliant/query';
import { BrowserRouter, StaticRouter } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CrashPage } from '../errors/crash-page';
import { SiteRoutes } from '../routes/router';

// Toasts start below the sticky header (4rem), so they never cover its buttons, nor a phone-sized
// dialog's close button, while they are on screen.
const belowTheHeader = { top: '4.5rem' };

export interface AppProps {
  /** The URL to render on the server (path and query); in the browser the router reads the address bar. */
  location?: string;
  /** Called once, after the first render has been committed in the browser (the page is live). */
  onLive?: () => void;
  /** The query client, holding what the server's render read; a new one when not given. */
  queryClient?: QueryClient;
}

/** The shell owns the one router, query client and toaster; remotes use them. */
export function App({ location, onLive, queryClient: given }: AppProps) {
  // One per render on the server, so no visitor's data reaches another's page.
  const [queryClient] = useState(() => given ?? createQueryClient());
  const liveCalled = useRef(false);
  useEffect(() => {
    if (liveCalled.current) return;
    liveCalled.current = true;
    onLive?.();
  }, [onLive]);
  const routes = <SiteRoutes />;
  return (
    <QueryClientProvider client={queryClient}>
      {/* A crash in the layout itself; a page's crash is caught inside the layout (SiteLayout). */}
      <ErrorBoundary FallbackComponent={CrashPage}>
        <Router location={location}>{routes}</Router>
      </ErrorBoundary>
      <Toaster offset={belowTheHeader} mobileOffset={belowTheHeader} />
    </QueryClientProvider>
  );
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>;
}
