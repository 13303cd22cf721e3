// What the collector stores of a signal, and nothing else (docs/product.md, "Analytics"): the path with
// only the campaign parameters of its query, the referrer's host, the campaign source, the browser and
// OS families, and a device class by viewport width. Pure and free of Deno APIs.
import Bowser from 'bowser';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export const pathMaxLength = 512;
const parameterValueMaxLength = 100;
const keptParametersMax = 8;
const utmSourceMaxLength = 100;
const hostMaxLength = 253;

/** A placeholder origin: the signal's `u` is a path, resolved against it only to be parsed. */
const placeholderOrigin = 'http://path.invalid';

/** utm_* (any), ref and source: the campaign parameters; every other query parameter is dropped. */
function isCampaignParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || lower === 'ref' || lower === 'source';
}

function parsePath(pathAndQuery: string): URL | undefined {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) return undefined;
  try {
    const url = new URL(pathAndQuery, placeholderOrigin);
    return url.origin === placeholderOrigin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pathname with only the campaign parameters of the query (each value cut to 100 characters, at
 * most 8 of them), the fragment dropped, the whole cut to 512 characters; undefined when `u` is not a
 * path on the site.
 */
export function storedPath(pathAndQuery: string): string | undefined {
  const url = parsePath(pathAndQuery);
  if (!url) return undefined;
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (kept.size >= keptParametersMax) break;
    if (isCampaignParameter(name)) kept.append(name, value.slice(0, parameterValueMaxLength));
  }
  const query = kept.size > 0 ? `?${kept.toString()}` : '';
  return `${url.pathname}${query}`.slice(0, pathMaxLength);
}

/** The campaign's source: utm_source, else ref, else source (the first non-empty one), cut to 100 characters. */
export function campaignSource(pathAndQuery: string): string | null {
  const params = parsePath(pathAndQuery)?.searchParams;
  if (!params) return null;
  for (const name of ['utm_source', 'ref', 'source']) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, utmSourceMaxLength);
  }
  return null;
}

function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return host.toLowerCase();
  }
}

const withoutWww = (hostname: string) => hostname.replace(/^www\./, '');

/**
 * The referrer's host name (lower case, without `www.`), or null when there is none, it is not an
 * http(s) URL, or it is the site itself (`siteHost`, the host the visitor used: a move inside the site).
 */
export function referrerHost(referrer: string, siteHost: string): string | null {
  if (referrer.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = withoutWww(url.hostname);
  if (host === '' || host.length > hostMaxLength) return null;
  if (siteHost !== '' && host === withoutWww(hostnameOf(siteHost))) return null;
  return host;
}

/** Below 768 px mobile, below 1024 px tablet, else desktop (Tailwind's md and lg breakpoints, which the site's layouts use). */
export function deviceClass(width: number): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

export interface BrowserAndOs {
  /** The browser's family ("Chrome", "Firefox", "Safari"…), null when unknown. */
  browser: string | null;
  /** The operating system's family ("Windows", "macOS", "iOS", "Android"…), null when unknown. */
  os: string | null;
}

/** The families only: no version, no device model. */
export function browserAndOs(userAgent: string): BrowserAndOs {
  if (userAgent === '') return { browser: null, os: null };
  const parser = Bowser.getParser(userAgent);
  return { browser: parser.getBrowserName() || null, os: parser.getOSName() || null };
}
