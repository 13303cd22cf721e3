// How the site's configuration reaches the code that reads it at run time (docs/architecture/operations.md,
// "Configuration at run time"): in a page, a `<script type="application/json">` element the site
// server writes; at `/site-config.json` for a page without it; on the server, a global the
// site server sets before it loads any app's server bundle (each app bundles its own copy of this
// package, so a module's state would not reach them).

/** The id of the page's configuration element. */
export const siteConfigElementId = 'site-config';

/** The path the site server (and each app's `vite preview`) answers with the configuration as JSON. */
export const siteConfigPath = '/site-config.json';

/** The global that holds the configuration on the server. */
export const siteConfigGlobal = Symbol.for('@staycompliant/site-config');

/**
 * The page's configuration element: data, which the Content-Security-Policy allows. `<` is escaped
 * so that no value can close the element.
 * @param {unknown} config
 * @returns {string}
 */
export function siteConfigElement(config) {
  return `<script type="application/json" id="${siteConfigElementId}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Sets the configuration the server bundles read as they load: once per process, before the first
 * render.
 * @param {unknown} config
 */
export function provideSiteConfig(config) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[siteConfigGlobal] = config;
}
