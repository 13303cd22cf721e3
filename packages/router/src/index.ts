/*
 * Every routing export the shell and the remotes use. Federation shares a package whole, so sharing
 * react-router-dom itself would ship all of react-router (≈65 KB gzip) on every first visit; this
 * module is the one shared copy, and only what is listed here is built into it (≈16 KB gzip).
 * It is react-router's declarative API: the data router (createBrowserRouter, loaders, errorElement,
 * its ScrollRestoration) would double that, and the site uses none of its data features. Add an
 * export here before using it in an app.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchRoutes,
  NavLink,
  Outlet,
  Route,
  type RouteObject,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { ScrollRestoration } from './scroll-restoration';
export { useQueryState } from './use-query-state';
