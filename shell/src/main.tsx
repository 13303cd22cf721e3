import { createRoot } from 'react-dom/client';
import { holdPrerenderedPage } from './boot/prerendered-page';
import { nextTask } from './boot/next-task';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(holdPrerenderedPage(container));
// The app's modules (the kit, the router, the layout) are evaluated in a task of their own: with
// React's, they made one task long enough to delay a tap on a phone.
await nextTask();
const { renderApp } = await import('./boot/render-app');
renderApp(root);
