import { stylesheetLoaded } from '../federation/remote-styles';

// The page's head elements that wait for its first paint: the whole stylesheets (the page inlines
// only the rules its own HTML uses) and the hints for its remote modules. Fetched at once, they
// would share a phone's first bandwidth with the page's images, and the hints' modules only hydrate the page.

const elementId = 'head-after-paint';

/** Written by the server into the page's head (packages/site-server/src/ssr/page-document.ts): inert in a `<template>`. */
export function headAfterPaintElement(html: string): string {
  return html ? `<template id="${elementId}">${html}</template>` : '';
}

let applied: Promise<void> | null = null;

/** Moves them into the head (once); resolves when its stylesheets have loaded, or failed to. */
export function applyHeadAfterPaint(): Promise<void> {
  applied ??= (() => {
    const template = document.getElementById(elementId);
    if (!(template instanceof HTMLTemplateElement)) return Promise.resolve();
    const stylesheets = [...template.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(stylesheetLoaded);
    document.head.append(template.content);
    return Promise.all(stylesheets).then(() => {});
  })();
  return applied;
}
