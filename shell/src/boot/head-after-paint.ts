import { linkStylesheet } from '../federation/remote-styles';
import { moveTemplateIntoHead } from './move-template-into-head';

// The page's head elements that wait for its first paint: the hints for its remote modules, and the
// whole stylesheets (the page inlines only the rules its own HTML uses). Fetched at once, the hints'
// modules would share a phone's first bandwidth with the page's images; they only hydrate the page.
// The whole sheets are linked only when something needs them (boot/page-stylesheets.ts): each one
// linked restyles the whole page, which the inline rules already style.

const elementId = 'head-after-paint';

/** Written by the server into the page's head (packages/site-server/src/ssr/page-document.ts): inert in a `<template>`. */
export function headAfterPaintElement(html: string): string {
  return html ? `<template id="${elementId}">${html}</template>` : '';
}

let wholeSheets: string[] | null = null;

/** Moves the module hints into the head (once) and keeps the whole stylesheets' addresses aside. */
export function applyHeadAfterPaint(): void {
  if (wholeSheets) return;
  const sheets: string[] = [];
  wholeSheets = sheets;
  moveTemplateIntoHead(document, elementId, (content) => {
    for (const link of content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const href = link.getAttribute('href');
      if (href) sheets.push(href);
      link.remove();
    }
  });
}

/**
 * Links the page's whole stylesheets, the shell's and those of the remotes it rendered (once), for
 * the states its HTML did not show (a menu, a dialog, a toast); resolves once they have loaded.
 */
export function linkPageStylesheets(): Promise<void> {
  applyHeadAfterPaint();
  return Promise.all((wholeSheets ?? []).map(linkStylesheet)).then(() => {});
}
