import { renderStandalone } from '@staycompliant/app-runtime';
import './standalone.css';
import BlogRedirectPage from './exposes/blog-redirect-page';
import ComplianceCalendarPage from './exposes/compliance-calendar-page';
import LatestArticles from './exposes/latest-articles';
import ResourcesPage from './exposes/resources-page';

renderStandalone('mfe-resources', [
  { path: '/resources', element: <ResourcesPage /> },
  { path: '/blog', element: <BlogRedirectPage /> },
  { path: '/latest-articles', element: <LatestArticles /> },
  { path: '/resources/compliance-calendar', element: <ComplianceCalendarPage /> },
]);
