import { readSiteConfig } from '@staycompliant/site-config/from-env';

/** The site's configuration (packages/site-config), as the site server reads it from its environment. */
export type SiteConfig = ReturnType<typeof readSiteConfig>;

/**
 * The configuration of the site server's environment (README, "Configuration"): its own address
 * (`localSiteUrl`) when SITE_URL is not set. Throws a one-line error naming a wrong variable.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env, localSiteUrl?: string): SiteConfig {
  return readSiteConfig({ ...env, ...(localSiteUrl && !env.SITE_URL?.trim() && { SITE_URL: localSiteUrl }) });
}
