// The site's own hosts, the only ones the collector takes signals for (docs/architecture.md,
// "Analytics"). Pure and free of Deno APIs.

/**
 * SITE_URL's host (host:port as a browser's Origin names it) and each entry of ANALYTICS_SITE_HOSTS
 * (comma-separated hosts, or origins), lower-cased.
 */
export function siteHosts(siteUrl: string | undefined, extraHosts: string | undefined): Set<string> {
  const hosts = new Set<string>();
  for (const entry of [siteUrl ?? '', ...(extraHosts ?? '').split(',')]) {
    const value = entry.trim();
    if (!value) continue;
    try {
      hosts.add(new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`).host.toLowerCase());
    } catch {
      // Not a host: nothing to allow.
    }
  }
  return hosts;
}

/**
 * The host the visitor used: that of the browser's Origin header (sent with every POST), as the enquiry
 * trigger reads it, so the two keys agree whatever host a proxy rewrites to; else x-forwarded-host
 * (the site server's or the host's proxy), else host.
 */
export function siteHost(headers: Headers): string {
  const origin = headers.get('origin');
  if (origin) {
    const host = /^[a-z][a-z0-9+.-]*:\/\/([^/]+)/i.exec(origin.trim())?.[1];
    if (host) return host.toLowerCase();
  }
  return (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
}
