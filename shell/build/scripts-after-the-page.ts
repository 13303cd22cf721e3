import type { Plugin } from 'vite';

/**
 * The app's script and its module hints are fetched at low priority: a server-rendered page paints
 * from its HTML, inline styles and font alone, and the app only hydrates what is already on screen
 * (presses meanwhile are held, shell/public/early-input.js). At the default high priority they share
 * a phone's bandwidth with the font and count as render-blocking in Lighthouse's model.
 */
export function scriptsAfterThePage(): Plugin {
  return {
    name: 'staycompliant:scripts-after-the-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}
