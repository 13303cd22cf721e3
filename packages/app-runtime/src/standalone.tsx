import { QueryClientProvider } from '@staycompliant/query';
import { BrowserRouter, Link, Outlet, useRoutes } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './query-client';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/**
 * A remote's own page for its team: its modules at their real paths, with the same providers the
 * shell gives them, and without the shell or the other remotes.
 */
export function renderStandalone(name: string, routes: readonly StandaloneRoute[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <StandaloneRoutes name={name} routes={routes} />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

function StandaloneRoutes({ name, routes }: { name: string; routes: readonly StandaloneRoute[] }) {
  return useRoutes([
    { element: <StandaloneFrame name={name} routes={routes} />, children: routes.map(({ path, element }) => ({ path, element })) },
  ]);
}

function StandaloneFrame({ name, routes }: { name: string; routes: readonly StandaloneRoute[] }) {
  return (
    <>
      <nav aria-label="Standalone pages" className="flex flex-wrap gap-3 border-b px-4 py-2 text-sm">
        <strong>{name} (standalone)</strong>
        {routes.map(({ path }) => (
          <Link key={path} to={path.replace(':serviceId', 'legal')} className="underline">
            {path}
          </Link>
        ))}
      </nav>
      <main id="main-content">
        <Outlet />
      </main>
    </>
  );
}
