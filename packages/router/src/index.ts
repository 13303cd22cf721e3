/*
 * Every routing export the shell and the remotes use. Federation shares a package whole, so sharing
 * react-router-dom itself would ship all of react-router (≈65 KB gzip) on every first visit; this
 * module is the one shared copy, and only what is listed here is built into it. Add an export here
 * before using it in an app.
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router';
export { RouterProvider } from './router-provider';
