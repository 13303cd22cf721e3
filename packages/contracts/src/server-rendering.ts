// The server-rendering contract: the shell's server entry (shell/src/entry-server.tsx) implements it,
// and the site server (packages/site-server/src/ssr/page-renderer.ts) imports the built entry by it
// (docs/architecture/server-rendering.md, "Server rendering"). The site server imports this file alone
// (`@staycompliant/contracts/server-rendering`): it type-checks for Node, without the DOM, and its
// Node module resolution needs the `.ts` of this type-only import.
import type { FormPostReading, PostedFields, PostedForm, PostedFormName } from './posted-form.ts';
import type { RemoteModuleLoader, RemoteName } from './remote-modules.ts';

export type { Database } from './database.types.ts';
export type * from './posted-form.ts';

/** A remote module a page rendered: the remote, and the module it exposes (`./PricingPage`). */
export type RenderedModule = [remote: RemoteName, module: string];

/** A page as the shell's server entry renders it. */
export interface RenderedPage {
  /** The route's title, meta and link tags, which React hoists: they go into the document's head. */
  head: string;
  /** The app's HTML, for `#root`, followed by the page state element. */
  body: string;
  /** False when a part failed, its data did not come in time, or the time ran out: the browser renders that part, and the page is not kept. */
  complete: boolean;
  /**
   * When the data the page shows goes stale (ms since the epoch): the page is kept no longer. Left
   * out when it shows none (and by a shell built before it existed).
   */
  freshUntil?: number;
  /**
   * The rendered modules the browser loads before hydrating: the server hints only their files.
   * The others' code loads as the visitor nears them (RemoteModuleNearViewport), and their hints
   * would be bytes of the first round trip for nothing. Left out by a shell built before it existed:
   * every rendered module is hinted.
   */
  modulesBeforeHydration?: RenderedModule[];
}

/** What a render is asked beyond its URL; every field optional, so callers that ask nothing pass nothing. */
export interface RenderPageOptions {
  /**
   * A form posted without JavaScript that the page shows again: what was typed, the messages
   * (docs/architecture/site-server.md, "Forms without JavaScript"). Such a page is the answer to one visitor's
   * post: it is never cached.
   */
  form?: PostedForm;
}

/** What the shell's built server entry (dist/server/, its manifest's `entry`) exports. */
export interface ShellServerEntry {
  /**
   * Renders the site's page for `url` (path and query). `loadRemote` loads a remote's server module;
   * `modules` names those this page rendered, for the browser to load before it hydrates; `signal`
   * ends a render that runs out of time; `options` (left out by most callers) adds a posted form.
   */
  renderPage(
    url: string,
    loadRemote: RemoteModuleLoader,
    modules: () => RenderedModule[],
    signal: AbortSignal,
    options?: RenderPageOptions,
  ): Promise<RenderedPage>;
  /**
   * Reads a form posted without JavaScript by the zod schema the browser's form uses
   * (`@staycompliant/contracts/schemas`, bundled into the entry: the site server runs on Node without
   * TypeScript). Left out by a shell built before it existed.
   */
  readFormPost?<Name extends PostedFormName>(form: Name, fields: PostedFields): FormPostReading<Name>;
  /** The page's `<template>` of head elements that wait for its first paint (shell/src/boot/head-after-paint.ts). */
  headAfterPaintElement(html: string): string;
}
