import { holdPrerenderedPage } from './boot/prerendered-page';
import { nextTask } from '@staycompliant/app-runtime';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const host = holdPrerenderedPage(container);
// Each step is a task of its own, so none is long enough to delay a tap on a phone: React DOM is
// evaluated with nothing else on the stack, then the root is created, then the app's own modules
// (the kit, the router, the layout) are evaluated and rendered.
await nextTask();
const { createRoot } = await import('react-dom/client');
await nextTask();
const root = createRoot(host);
await nextTask();
const { renderApp } = await import('./boot/render-app');
await renderApp(root);
