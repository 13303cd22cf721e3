// No build holds an environment's value (docs/architecture/operations.md, "Configuration at run time"): the
// site's and the backend's URLs, the anon key, the links and the brand's details come at run time from
// the site server, so one build serves every environment. Scans every app's dist/ (browser and server
// bundles, HTML, JSON) for the local defaults the builds would otherwise carry, for the backend on
// BACKEND_PORT and the site on SITE_PORT, and for every VITE_* value of this run's environment: build
// and run this file with sentinel values (README, "Configuration") and none is found.
import { describe, expect, it } from 'vitest';
import { backendUrl, sitePort } from '../../packages/local-ports/ports.mjs';
import { localAnonKey, localBackendUrl } from '../../packages/site-config/src/defaults.mjs';
import { createSiteConfig } from '../../packages/site-config/src/read-site-config.mjs';
import { siteConfigPath } from '../../packages/site-config/src/site-config-carriers.mjs';
import { filesHolding, readBuiltFiles } from './built-files';

const defaults = createSiteConfig({});

/** What names an environment, by what it is: each must be in no built file. */
const searched: Record<string, string> = {
  'the local backend': new URL(localBackendUrl).host,
  'the backend on BACKEND_PORT': new URL(backendUrl()).host,
  'the local anon key': localAnonKey,
  'the site on SITE_PORT': `127.0.0.1:${sitePort()}`,
  'the default site URL': new URL(defaults.siteUrl).host,
  'the default booking page': defaults.booking.legal,
  'the default consultation link': defaults.consultationUrl,
  'the default LinkedIn page': defaults.social.linkedin,
  'the default partner page': defaults.partners.mercury ?? '',
  'the default client story': defaults.videos['fintech-launch'] ?? '',
  'the default feed': defaults.feed.rssUrl,
  'the default brand e-mail': defaults.brand.email,
  'the default brand phone': defaults.brand.phone,
  'the default brand street': defaults.brand.address.street,
  ...Object.fromEntries(
    Object.entries(process.env)
      .filter(([name, value]) => name.startsWith('VITE_') && value !== undefined && value.trim().length >= 8)
      .map(([name, value]) => [`${name} of this run`, value?.trim() ?? '']),
  ),
};

let read: Map<string, string> | undefined;
const builtFiles = () => {
  read ??= readBuiltFiles();
  return read;
};

describe('every build, browser and server bundles and HTML', () => {
  it('reads the site configuration at run time (so the scan reads the real bundles)', () => {
    expect(filesHolding(builtFiles(), siteConfigPath).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(searched))('holds no %s (%s)', (_what, value) => {
    expect(value.length).toBeGreaterThan(0);
    expect(filesHolding(builtFiles(), value)).toEqual([]);
  });
});
