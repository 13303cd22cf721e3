import { createQueryClient, preloadRemoteModules, replayEarlyInput } from '@staycompliant/app-runtime';
import { registerRemoteLoader } from '@staycompliant/contracts';
import { hydrate } from '@staycompliant/query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../app/app';
import { loadFromRemote } from '../federation/remote-loader';
import { noteModulesStyledInline } from '../federation/remote-styles';
import { readPageState } from './page-state';
import { startRoutePrefetching } from './route-prefetching';

// The server rendered this page (docs/architecture/server-rendering.md, "Server rendering"): load the remote modules
// it holds, start from the data it read, then hydrate it in place. Taps made meanwhile are replayed
// once it is live.
registerRemoteLoader(loadFromRemote);
// Before anything renders: the modules in the server's HTML are styled by its inline rules.
noteModulesStyledInline();
const pageState = readPageState();
// Dated when the server read it: the page renders the same, and nothing is fetched again until it goes stale.
const queryClient = createQueryClient();
if (pageState.queries) hydrate(queryClient, pageState.queries);
// Not the whole stylesheets: the inline rules style the page's HTML, and each whole sheet linked
// restyles the whole page (boot/page-stylesheets.ts links them when something needs them).
await preloadRemoteModules(pageState.modules);

/** Once the first render is committed: held presses replayed, then other pages loaded ahead. */
function whenLive() {
  replayEarlyInput();
  startRoutePrefetching();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App onLive={whenLive} queryClient={queryClient} />
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of blocking a
// phone's main thread for the whole page; a press meanwhile hydrates its part first. A page the
// server could not render arrives empty, and is rendered here.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
