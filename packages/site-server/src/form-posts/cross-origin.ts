// Which form posts come from the site's own pages (docs/architecture/site-server.md, "Forms without JavaScript"):
// Go 1.25's CrossOriginProtection, stricter in one way. A browser names where a post comes from in
// Sec-Fetch-Site (every current browser) and Origin (every browser on a POST); a request with
// neither is not a browser's, and goes on to the per-address limits. Any page on the web could
// otherwise make its visitors' browsers post the forms, each from the visitor's own address.

/** The origins whose pages may post the forms. */
export interface SiteOrigins {
  /** The site's public origin (SITE_URL's). Without it (locally) the request's own Host is the site's. */
  publicOrigin?: string;
  /** Further origins whose posts are the site's own (SITE_TRUSTED_ORIGINS). */
  trusted?: readonly string[];
}

/** What a post's headers say of where it comes from; the first two are taken. */
type PostSource = 'own-origin' | 'not-a-browser' | 'cross-site' | 'foreign-origin';

/** The headers the decision reads, as Node gives them (lower-case names). */
export interface PostHeaders {
  host?: string | undefined;
  origin?: string | string[] | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}

/** An origin as a browser serialises it (scheme://host[:port], lower-case, no default port); undefined if it is not one. */
function serialisedOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const { origin } = new URL(value);
  return origin === value ? origin : undefined;
}

/** An origin from the configuration: anything that is not one is refused at start, not per request. */
function configuredOrigin(value: string, setting: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const origin = url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : undefined;
  if (!origin) throw new Error(`${setting} must be http(s) origins such as https://example.com, not ${JSON.stringify(value)}.`);
  return origin;
}

/** SITE_URL's origin and SITE_TRUSTED_ORIGINS (comma-separated); each unset is none. */
export function siteOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteOrigins {
  const siteUrl = env.SITE_URL?.trim();
  const trusted = (env.SITE_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    ...(siteUrl && { publicOrigin: configuredOrigin(siteUrl, 'SITE_URL') }),
    ...(trusted.length > 0 && { trusted: trusted.map((entry) => configuredOrigin(entry, 'SITE_TRUSTED_ORIGINS')) }),
  };
}

/** A header's value; an empty one is none, as in Go (Header.Get). */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value)?.trim() || undefined;

/**
 * The decision for one post, from its headers:
 * 1. `Sec-Fetch-Site: same-origin` or `none` is the browser's word that the page is the site's
 *    own; `same-site` (a sibling subdomain is another origin), `cross-site` and any other value are
 *    refused unless Origin is one the configuration names, as Go's trusted origins are.
 * 2. An Origin, when sent, must be the site's: the public origin or a trusted one, or without a
 *    public origin the request's Host (its scheme not compared, as Go's fallback). This holds
 *    whatever Sec-Fetch-Site says, so a foreign origin marked same-origin is refused; `Origin: null`
 *    (a sandboxed frame, a data: URL, a redirect across sites) is foreign.
 * 3. Neither header: not a browser, so no one else's visitor.
 */
export function createPostSourceCheck({ publicOrigin, trusted = [] }: SiteOrigins): (headers: PostHeaders) => PostSource {
  const named = new Set(
    [...(publicOrigin ? [publicOrigin] : []), ...trusted].map((origin) => configuredOrigin(origin, 'The site origins')),
  );

  function isOwn(origin: string | undefined, host: string | undefined): boolean {
    if (origin === undefined) return false;
    if (named.has(origin)) return true;
    if (publicOrigin || !host || !URL.canParse(`http://${host}`)) return false;
    return origin === new URL(`http://${host}`).origin || origin === new URL(`https://${host}`).origin;
  }

  return (headers) => {
    const fetchSite = single(headers['sec-fetch-site']);
    const originHeader = single(headers.origin);
    const origin = originHeader === undefined ? undefined : serialisedOrigin(originHeader);
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return origin !== undefined && named.has(origin) ? 'own-origin' : 'cross-site';
    }
    if (originHeader === undefined) return fetchSite === undefined ? 'not-a-browser' : 'own-origin';
    return isOwn(origin, headers.host) ? 'own-origin' : 'foreign-origin';
  };
}
