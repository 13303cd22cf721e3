import { renderStandalone } from '@staycompliant/app-runtime';
import './standalone.css';
import AboutPage from './exposes/about-page';
import CookiePolicyPage from './exposes/cookie-policy-page';
import CustomersPage from './exposes/customers-page';
import HomePage from './exposes/home-page';
import LogoAdminPage from './exposes/logo-admin-page';
import PartnersPage from './exposes/partners-page';
import PrivacyPolicyPage from './exposes/privacy-policy-page';
import ServiceDetailPage from './exposes/service-detail-page';
import ServicesPage from './exposes/services-page';
import TermsOfServicePage from './exposes/terms-of-service-page';

renderStandalone('mfe-marketing', [
  { path: '/', element: <HomePage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/services/:serviceId', element: <ServiceDetailPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/partners', element: <PartnersPage /> },
  { path: '/customers', element: <CustomersPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/terms-of-service', element: <TermsOfServicePage /> },
  { path: '/cookies', element: <CookiePolicyPage /> },
  { path: '/admin/logos', element: <LogoAdminPage /> },
]);
