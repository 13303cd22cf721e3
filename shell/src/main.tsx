import { registerRemoteLoader } from '@staycompliant/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdPrerenderedPage } from './boot/prerendered-page';
import { loadFromRemote } from './federation/remote-loader';
import './styles.css';

registerRemoteLoader(loadFromRemote);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
holdPrerenderedPage(container);
const root = createRoot(container);
// As a transition, React renders the page in short slices between which the browser stays
// responsive, rather than in one long task (the prerendered copy is on screen meanwhile).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
