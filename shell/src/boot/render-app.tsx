import { registerRemoteLoader } from '@staycompliant/contracts';
import { prepareClassMerging } from '@staycompliant/ui';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from '../app/app';
import { loadFromRemote } from '../federation/remote-loader';
import { nextTask } from '@staycompliant/app-runtime';

registerRemoteLoader(loadFromRemote);

export async function renderApp(root: Root): Promise<void> {
  await nextTask();
  prepareClassMerging();
  await nextTask();
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
