// The feed's pictures served from the site's own origin (docs/architecture/site-server.md, "The site server",
// "Feed pictures"): which upstream URLs may be fetched, and the one route URL a card's <img> and its
// preload name. Plain JavaScript, so the site server's compiled code loads it under Node as the
// resources remote's bundles do.

/** The site's own path of a feed picture: `/feed-images?src=<the picture's URL, encoded>`. */
export const feedImagePath = '/feed-images';

/** The longest picture URL the route takes; a longer `src` is refused (414) before anything is fetched. */
export const feedImageSourceMaxLength = 2048;

/**
 * The origins feed pictures may come from: `https://<host>` for each configured host, except the
 * backend's own host, which keeps the backend's scheme (the local backend is plain http).
 * @param {readonly string[]} imageHosts hosts as `host` or `host:port` (FEED_IMAGE_HOSTS)
 * @param {string} backendUrl the backend's URL (SUPABASE_URL)
 * @returns {string[]}
 */
export function feedImageOrigins(imageHosts, backendUrl) {
  const backend = new URL(backendUrl);
  const origins = imageHosts.flatMap((host) => {
    if (host.toLowerCase() === backend.host) return [backend.origin];
    try {
      const url = new URL(`https://${host}`);
      // A host with userinfo, a path or a query is not a host.
      const bare = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
      return bare && !host.includes('/') ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * `value` as a URL when it is an absolute http(s) URL on one of `origins` (scheme, host and port
 * alike) without userinfo, else undefined. Parsed by WHATWG URL, as a browser parses it: a
 * look-alike host (`miro.medium.com.evil.test`), a host in the query or the userinfo, another port
 * or scheme, a relative or protocol-relative URL is no feed picture. The fragment is dropped.
 * @param {unknown} value
 * @param {readonly string[]} origins from feedImageOrigins
 * @returns {URL | undefined}
 */
export function allowedFeedImage(value, origins) {
  if (typeof value !== 'string' || value === '' || value.length > feedImageSourceMaxLength) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (!origins.includes(url.origin)) return undefined;
  url.hash = '';
  return url;
}

/**
 * The site-relative URL that serves the picture at `imageUrl` (an allowed one: see allowedFeedImage).
 * @param {URL | string} imageUrl
 * @returns {string}
 */
export function feedImageSrc(imageUrl) {
  const href = typeof imageUrl === 'string' ? imageUrl : imageUrl.href;
  return `${feedImagePath}?src=${encodeURIComponent(href)}`;
}

/**
 * What a request's query string (`?src=…`) asks `/feed-images` for: the picture's URL when it names
 * exactly one allowed picture (see allowedFeedImage), else the status that refuses it: 414 for a
 * `src` past feedImageSourceMaxLength, 400 for anything else. The site server and `pnpm dev` both
 * answer by it.
 * @param {string} query the part after `?`, or '' without one
 * @param {readonly string[]} origins from feedImageOrigins
 * @returns {URL | 400 | 414}
 */
export function feedImageRequest(query, origins) {
  const sources = new URLSearchParams(query).getAll('src');
  if (sources.length !== 1) return 400;
  const [source = ''] = sources;
  if (source.length > feedImageSourceMaxLength) return 414;
  return allowedFeedImage(source, origins) ?? 400;
}
