import { backendUrl, sitePort } from '@staycompliant/local-ports';
import { loadEnv, type Plugin } from 'vite';

/**
 * The local backend's and the site's URLs follow BACKEND_PORT and SITE_PORT into the build, unless
 * VITE_SUPABASE_URL or VITE_SITE_URL is given (production; docs/architecture.md, "Ports").
 */
export function localUrls(): Plugin {
  return {
    name: 'staycompliant:local-urls',
    config(config, { mode }) {
      const given = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
      const define: Record<string, string> = {};
      if (!given.VITE_SUPABASE_URL) define['import.meta.env.VITE_SUPABASE_URL'] = JSON.stringify(backendUrl());
      if (!given.VITE_SITE_URL) define['import.meta.env.VITE_SITE_URL'] = JSON.stringify(`http://127.0.0.1:${sitePort()}`);
      return { define };
    },
  };
}
