import { backendUrl, sitePort } from '@staycompliant/local-ports';
import { loadEnv, type Plugin } from 'vite';

/**
 * The build's VITE_ variables, with the local backend's and the site's URLs following BACKEND_PORT
 * and SITE_PORT unless VITE_SUPABASE_URL or VITE_SITE_URL is given (production;
 * docs/architecture.md, "Ports"). Whatever reads the configuration at build time (the CSP's sources,
 * the sitemap) reads it here, so it names the URLs compiled into the bundles.
 */
export function buildEnv(mode: string, envDir: string): Record<string, string> {
  const given = loadEnv(mode, envDir, 'VITE_');
  return {
    ...given,
    VITE_SUPABASE_URL: given.VITE_SUPABASE_URL || backendUrl(),
    VITE_SITE_URL: given.VITE_SITE_URL || `http://127.0.0.1:${sitePort()}`,
  };
}

/** Compiles the URLs of `buildEnv` into the bundles. */
export function localUrls(): Plugin {
  return {
    name: 'staycompliant:local-urls',
    config(config, { mode }) {
      const urls = buildEnv(mode, config.envDir || config.root || process.cwd());
      const define: Record<string, string> = {};
      for (const name of ['VITE_SUPABASE_URL', 'VITE_SITE_URL'] as const) define[`import.meta.env.${name}`] = JSON.stringify(urls[name]);
      return { define };
    },
  };
}
