import { registerRemoteLoader } from '@staycompliant/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdPrerenderedPage } from './boot/prerendered-page';
import { loadFromRemote } from './federation/remote-loader';
import './styles.css';

registerRemoteLoader(loadFromRemote);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
holdPrerenderedPage(container);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
