import type { RenderedModule } from '@staycompliant/contracts';
import type { DehydratedState } from '@staycompliant/query';

/**
 * What the server tells the browser about the page it rendered: the remote modules in it, and the
 * data it read, which the browser loads and puts in its query client before hydrating, so that its
 * first render matches the HTML. It travels in a `<script type="application/json">` element: data,
 * which the Content-Security-Policy allows.
 */
export interface PageState {
  /** The remote modules to load before hydrating. */
  modules: RenderedModule[];
  /**
   * Modules the page renders only as parts whose code loads as the visitor nears them
   * (RemoteModuleNearViewport): not loaded before hydrating, and their module hints are not applied.
   */
  nearViewport?: RenderedModule[];
  /** The queries the page was rendered with (TanStack Query's dehydrated state), when it read any. */
  queries?: DehydratedState;
}

const elementId = 'page-state';

export function pageStateElement(state: PageState): string {
  // `<` is escaped so no text in the JSON can close the element.
  return `<script type="application/json" id="${elementId}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

export function readPageState(): PageState {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as PageState) : { modules: [] };
}
