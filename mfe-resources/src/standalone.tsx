import { renderStandalone } from '@staycompliant/app-runtime';
import './standalone.css';
import ResourcesPage from './exposes/resources-page';
import BlogRedirectPage from './exposes/blog-redirect-page';
import LatestArticles from './exposes/latest-articles';
import ComplianceCalendarPage from './exposes/compliance-calendar-page';

renderStandalone('mfe-resources', [
  { path: '/resources', element: <ResourcesPage /> },
  { path: '/blog', element: <BlogRedirectPage /> },
  { path: '/latest-articles', element: <LatestArticles /> },
  { path: '/resources/compliance-calendar', element: <ComplianceCalendarPage /> },
]);
