import { backendUrl, sitePort } from '@staycompliant/local-ports';
import { siteConfigPath } from '@staycompliant/site-config/carriers';
import { createSiteConfig } from '@staycompliant/site-config/from-env';
import { loadEnv, type Plugin } from 'vite';

/**
 * The VITE_ variables of `pnpm dev` and `vite preview`, with the local backend's and the site's URLs
 * following BACKEND_PORT and SITE_PORT unless VITE_SUPABASE_URL or VITE_SITE_URL is given
 * (docs/architecture/development.md, "Ports"). No build reads them: a build holds no environment's value
 * (docs/architecture/operations.md, "Configuration at run time").
 */
export function buildEnv(mode: string, envDir: string): Record<string, string> {
  const given = loadEnv(mode, envDir, 'VITE_');
  return {
    ...given,
    VITE_SUPABASE_URL: given.VITE_SUPABASE_URL || backendUrl(),
    VITE_SITE_URL: given.VITE_SITE_URL || `http://127.0.0.1:${sitePort()}`,
  };
}

/**
 * The local URLs where no site server serves the app: in `pnpm dev` the URLs of `buildEnv` are the
 * dev bundles' (packages/site-config reads them there), and `vite preview` (a remote's standalone
 * preview) answers /site-config.json with that configuration, which a page without the site
 * server's configuration element asks for. Never in a build.
 */
export function localUrls(): Plugin {
  let config: ReturnType<typeof createSiteConfig> | undefined;
  return {
    name: 'staycompliant:local-urls',
    apply: 'serve',
    config(userConfig, { mode }) {
      const urls = buildEnv(mode, userConfig.envDir || userConfig.root || process.cwd());
      config = createSiteConfig(urls, 'VITE_');
      const define: Record<string, string> = {};
      for (const name of ['VITE_SUPABASE_URL', 'VITE_SITE_URL'] as const) define[`import.meta.env.${name}`] = JSON.stringify(urls[name]);
      return { define };
    },
    configurePreviewServer(server) {
      server.middlewares.use(siteConfigPath, (_request, response) => {
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(config));
      });
    },
  };
}
