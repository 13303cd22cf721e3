import type { BookingKey } from '@staycompliant/contracts';
import { createSiteConfig, type PostalAddress, type SiteConfig } from './create-site-config.mjs';
import { siteConfigElementId, siteConfigGlobal, siteConfigPath } from './site-config-carriers.mjs';

export type { PostalAddress, SiteConfig };

/** The configuration the site server gave: its global on the server, the page's element in a browser. */
function givenConfig(): SiteConfig | undefined {
  const onServer = (globalThis as Record<symbol, unknown>)[siteConfigGlobal];
  if (onServer) return onServer as SiteConfig;
  const text = typeof document === 'undefined' ? undefined : document.getElementById(siteConfigElementId)?.textContent;
  return text ? (JSON.parse(text) as SiteConfig) : undefined;
}

/**
 * A page without the element (a remote's standalone preview, a static host's own page) asks for
 * /site-config.json. Synchronously, as the configuration is read as the modules load, and only
 * where the page was not rendered by the site server.
 */
function fetchedConfig(): SiteConfig {
  if (typeof XMLHttpRequest === 'undefined') {
    throw new Error('No site configuration: the site server provides it before it renders (packages/site-config).');
  }
  const request = new XMLHttpRequest();
  request.open('GET', siteConfigPath, false);
  request.send();
  if (request.status !== 200) throw new Error(`No site configuration: ${siteConfigPath} answered ${request.status}.`);
  return JSON.parse(request.responseText) as SiteConfig;
}

/** import.meta as Vite gives it: `import.meta.env.DEV` is `false` in a build, which then drops the branch it guards. */
type ViteMeta = { env: Record<string, unknown> & { DEV: boolean } };

/**
 * The site's configuration, read at run time (docs/architecture/operations.md, "Configuration at run time"):
 * no build holds an environment's value. `pnpm dev` and the unit tests, which no site server
 * serves, read the VITE_* variables with the local defaults; a build leaves that branch out.
 */
export const siteConfig: SiteConfig =
  givenConfig() ??
  ((import.meta as unknown as ViteMeta).env.DEV ? createSiteConfig((import.meta as unknown as ViteMeta).env, 'VITE_') : fetchedConfig());

/** The booking page for a booking key (docs/product.md, "Booking links"). */
export function bookingUrl(key: BookingKey): string {
  return siteConfig.booking[key];
}

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}
