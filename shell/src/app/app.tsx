import { createQueryClient } from '@staycompliant/app-runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { ErrorBoundary } from 'react-error-boundary';
import { CrashPage } from '../errors/crash-page';
import { SiteRoutes } from '../routes/router';

const queryClient = createQueryClient();
// Toasts start below the sticky header (4rem), so they never cover its buttons, nor a phone-sized
// dialog's close button, while they are on screen.
const belowTheHeader = { top: '4.5rem' };

/** The shell owns the one router, query client and toaster; remotes use them. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* A crash in the layout itself; a page's crash is caught inside the layout (SiteLayout). */}
      <ErrorBoundary FallbackComponent={CrashPage}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </ErrorBoundary>
      <Toaster offset={belowTheHeader} mobileOffset={belowTheHeader} />
    </QueryClientProvider>
  );
}
