// The shell's server entry: what the site server imports, typed by the contract both share
// (ShellServerEntry, packages/contracts/src/server-rendering.ts).
import { createQueryClient, modulesToHydrate, serverRenderedQueries } from '@staycompliant/app-runtime';
import { postedFormQueryKey, registerRemoteLoader, type ShellServerEntry } from '@staycompliant/contracts';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { headAfterPaintElement as headAfterPaint } from './boot/head-after-paint';
import { type PageState, pageStateElement } from './boot/page-state';
import { readFormPost as readPostedForm } from './form-posts/read-form-post';

export type { PageState };

export const headAfterPaintElement: ShellServerEntry['headAfterPaintElement'] = headAfterPaint;

export const readFormPost: ShellServerEntry['readFormPost'] = readPostedForm;

// React writes the tags it hoists (the route's <title>, <meta> and <link>s) ahead of the app's own
// HTML. The app is rendered alone, as the browser hydrates it, so every useId matches.
const hoistedTags = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * Renders the site's page for `url` (path and query) on the server, waiting for every lazy part
 * (the route's remote module) and the data its parts wait for, as `prerender` does. `loadRemote`
 * loads a remote's server module; `modules` are those this page rendered, and the page's queries
 * the data it read, for the browser to load before it hydrates. Modules rendered only as parts whose
 * code loads near the viewport (RemoteModuleNearViewport) are listed apart: the browser loads them
 * later, and applies no module hint of theirs (boot/head-after-paint.ts). A posted form
 * (`options.form`) goes into the render's query client, so the page state carries it and the browser
 * hydrates with it (docs/architecture/site-server.md, "Forms without JavaScript").
 */
export const renderPage: ShellServerEntry['renderPage'] = async (url, loadRemote, modules, signal, options = {}) => {
  registerRemoteLoader(loadRemote);
  let failed = false;
  // One per render, so no visitor's data reaches another's page.
  const queryClient = createQueryClient();
  if (options.form) queryClient.setQueryData(postedFormQueryKey, options.form);
  const { prelude } = await prerender(<App location={url} queryClient={queryClient} />, {
    signal,
    // Every boundary inline, in place: the page is complete HTML, with no script to reveal parts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails here renders its placeholder, and the browser loads it (with Retry).
    onError: (error) => {
      failed = true;
      if (!signal.aborted) console.error(`Server render of ${url}:`, error);
    },
  });
  const html = await new Response(prelude).text();
  const head = hoistedTags.exec(html)?.[0] ?? '';
  const queries = serverRenderedQueries(queryClient);
  const { beforeHydration, nearViewport } = modulesToHydrate(html, modules());
  const state: PageState = {
    modules: beforeHydration,
    ...(nearViewport.length > 0 && { nearViewport }),
    ...(queries.state.queries.length > 0 && { queries: queries.state }),
  };
  return {
    head,
    body: html.slice(head.length) + pageStateElement(state),
    complete: !failed && !signal.aborted && queries.complete,
    modulesBeforeHydration: beforeHydration,
    ...(queries.freshUntil !== undefined && { freshUntil: queries.freshUntil }),
  };
};
