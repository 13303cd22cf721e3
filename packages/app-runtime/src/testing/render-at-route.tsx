import { MemoryRouter, Route, Routes, useLocation } from '@staycompliant/router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * For a remote's page tests: renders `page` on the route `path`, opened at `url`. The returned
 * object's `search` follows the router's location, so a test can read the query the page writes.
 */
export function renderAtRoute(path: string, url: string, page: ReactNode): { search: string } {
  const seen = { search: '' };
  function LocationProbe() {
    seen.search = useLocation().search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path={path}
          element={
            <>
              {page}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return seen;
}
