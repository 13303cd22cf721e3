import type { Plugin } from 'vite';

/** The `<template>` the early-input script (src/boot/load-app-after-paint.ts) moves into the head once the page has painted. */
export const appAfterPaintId = 'app-after-paint';

const appTags = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The app's script and its module hints wait, inert in a `<template>`, until the server-rendered
 * page has painted: the page paints from its HTML and inline styles alone, and the app only
 * hydrates what is already on screen (presses meanwhile are held by the early-input script). Named
 * in the HTML, the browser's preload scanner fetches them at once, even at low priority: on a
 * phone's link they share the first round trips with the page itself, and Lighthouse counts every
 * request started before the largest paint in that paint's time.
 */
export function scriptsAfterThePage(): Plugin {
  return {
    name: 'staycompliant:scripts-after-the-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const tags = html.match(appTags) ?? [];
        if (tags.length === 0) return html;
        const inert = html.replace(appTags, '');
        return inert.replace('</head>', () => `<template id="${appAfterPaintId}">${tags.join('')}</template>\n  </head>`);
      },
    },
  };
}
