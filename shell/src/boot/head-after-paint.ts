import type { RenderedModule } from '@staycompliant/contracts';
import { stylesheetLoaded } from '../federation/remote-styles';
import { type PageState, readPageState } from './page-state';

// The page's head elements that wait for its first paint: the whole stylesheets (the page inlines
// only the rules its own HTML uses) and the hints for its remote modules. Fetched at once, they
// would share a phone's first bandwidth with the page's images, and the hints' modules only hydrate the page.

const elementId = 'head-after-paint';

/** Written by the server into the page's head (packages/site-server/src/ssr/page-document.ts): inert in a `<template>`. */
export function headAfterPaintElement(html: string): string {
  return html ? `<template id="${elementId}">${html}</template>` : '';
}

/**
 * The folder a rendered module's files are served from, read off the hint for its exposed chunk
 * (the federation plugin names it `__federation_expose_<Module>-<hash>.js`); undefined without one.
 */
function folderOf(hrefs: readonly string[], [, module]: RenderedModule): string | undefined {
  const chunk = `__federation_expose_${module.replace(/^\.\//, '')}-`;
  for (const href of hrefs) {
    const name = href.lastIndexOf('/') + 1;
    if (href.startsWith(chunk, name)) return href.slice(0, name);
  }
  return undefined;
}

/**
 * Takes out the hints of remotes the page renders only as parts whose code loads near the
 * viewport (the footer's newsletter form, the home page's latest articles): fetching their code
 * after the first paint is what loading it near the viewport spares a first visit. A remote the
 * page also loads before hydrating keeps its hints.
 */
export function dropHintsLoadedNearViewport(content: DocumentFragment, state: Pick<PageState, 'modules' | 'nearViewport'>): void {
  const later = state.nearViewport ?? [];
  if (later.length === 0) return;
  const hints = [...content.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')];
  const hrefs = hints.map((link) => link.getAttribute('href') ?? '');
  const kept = new Set(state.modules.map((module) => folderOf(hrefs, module)));
  for (const folder of later.map((module) => folderOf(hrefs, module))) {
    if (folder === undefined || kept.has(folder)) continue;
    hints.forEach((link, index) => {
      if (hrefs[index]!.startsWith(folder)) link.remove();
    });
  }
}

let applied: Promise<void> | null = null;

/** Moves them into the head (once); resolves when its stylesheets have loaded, or failed to. */
export function applyHeadAfterPaint(): Promise<void> {
  applied ??= (() => {
    const template = document.getElementById(elementId);
    if (!(template instanceof HTMLTemplateElement)) return Promise.resolve();
    dropHintsLoadedNearViewport(template.content, readPageState());
    const stylesheets = [...template.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(stylesheetLoaded);
    document.head.append(template.content);
    return Promise.all(stylesheets).then(() => {});
  })();
  return applied;
}
