// What a search engine reads besides the pages (docs/product.md, "Beyond the first specification", search engines and first paint):
// the sitemap and robots.txt, the shell build's paths on the site's address the server is configured
// with (SITE_URL, else its own), as the built site server sends them. Each page's own head tags are checked with the page (pages-without-javascript.test.ts).
import { sitePort } from '@staycompliant/local-ports';
import { describe, expect, it } from 'vitest';
import { publicRoutes, serviceIds } from '../../../../e2e/tests/support/routes.js';
import { builtSiteTimeout, missingBuilds, serveBuiltSite } from '../test-support/built-site.js';

const { missing, skipped } = missingBuilds('seo.test.ts');
const site = `http://127.0.0.1:${sitePort()}`;

describe.skipIf(missing.length > 0)(`the built site's sitemap and robots.txt${skipped}`, builtSiteTimeout, () => {
  const built = serveBuiltSite();

  it('the sitemap lists every public page, every service and the tools, on the site’s address, and no operators’ page', async () => {
    const { status, headers, body } = await built.get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
    expect(locations.map((url) => url.origin).filter((origin) => origin !== site)).toEqual([]);
    const paths = locations.map((url) => url.pathname);
    expect([...paths].sort()).toEqual(
      [
        ...publicRoutes,
        ...serviceIds.filter((id) => id !== 'legal').map((id) => `/services/${id}`),
        '/pricing/estimate',
        '/resources/compliance-calendar',
        '/blog',
      ].sort(),
    );
    expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([]);
  });

  it('robots.txt is plain text, keeps crawlers off the operators’ pages and names the sitemap', async () => {
    const { status, headers, body } = await built.get('/robots.txt');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(body).toMatch(/^Disallow: \/admin\/$/m);
    expect(body).toMatch(new RegExp(`^Sitemap: ${site.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'));
  });
});
