import { registerRemoteLoader } from '@staycompliant/contracts';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from '../app/app';
import { loadFromRemote } from '../federation/remote-loader';

registerRemoteLoader(loadFromRemote);

export function renderApp(root: Root): void {
  // As a transition, React renders the page in short slices between which the browser stays
  // responsive, rather than in one long task (the prerendered copy is on screen meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
