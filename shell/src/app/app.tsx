import { createQueryClient } from '@staycompliant/app-runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { createSiteRouter } from '../routes/router';

const queryClient = createQueryClient();
const router = createSiteRouter();

/** The shell owns the one router, query client and toaster; remotes use them. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
