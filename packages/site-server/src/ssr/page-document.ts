import { inlineStyles, type PageStylesheet, stylesheetLinks } from './inline-styles.js';

export interface PageParts {
  /** The shell's index.html, its stylesheet links taken out (page-assets.ts, shellStyles). */
  template: string;
  /** The route's head tags and the app's HTML, as the shell's server entry rendered them. */
  page: { head: string; body: string };
  /** The shell's stylesheets and those of the remote modules the page rendered. */
  stylesheets: PageStylesheet[];
  /** The module hints of those remote modules. */
  hints: string;
  /** The site's configuration, as data the apps read as they load (packages/site-config). */
  configElement: string;
  /** The shell's `<template>` of head elements that wait for the first paint. */
  headAfterPaintElement(html: string): string;
}

/**
 * The page's HTML: the head tags, and the style rules the page uses in place of
 * the template's title, the configuration, the whole stylesheets and module hints after paint, the
 * app's HTML in #root.
 */
export function writePage({ template, page, stylesheets, hints, configElement, headAfterPaintElement }: PageParts): string {
  const styles = inlineStyles(stylesheets, page.body);
  // Inert until shell/src/main.tsx applies them once the page has painted.
  const afterPaint = headAfterPaintElement(stylesheetLinks(stylesheets) + hints);
  return template
    .replace(/<title>[^<]*<\/title>/, () => page.head + styles)
    .replace('</head>', () => `${configElement}${afterPaint}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
