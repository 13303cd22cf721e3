import { createTestQueryClient } from '@staycompliant/app-runtime/testing';
import { QueryClientProvider } from '@staycompliant/query';
import { MemoryRouter } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders as the shell does (a router, one QueryClient, one Toaster), without retries so failures show at once. */
export function renderWithProviders(ui: ReactElement, url = '/') {
  const queryClient = createTestQueryClient();
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
