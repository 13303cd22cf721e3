import { renderStandalone } from '@staycompliant/app-runtime';
import './standalone.css';
import NewsletterForm from './exposes/newsletter-form';

renderStandalone('mfe-contact', [
  { path: '/newsletter', element: <NewsletterForm /> },
]);
