// The site's own hosts, the only ones the collector takes signals for (docs/architecture/analytics.md,
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
 * The host the visitor used: that of the browser's Origin header, lower-cased; '' without one (or for an
 * opaque "null" origin), which no site host matches. Origin only, the rule the database keys visitors by
 * (analytics.site_of_origin, supabase/migrations/*_analytics_ingestion.sql): a browser sends it with
 * every POST, whereas X-Forwarded-Host names whichever proxy is in front.
 */
export function siteHost(headers: Headers): string {
  const origin = headers.get('origin')?.trim() ?? '';
  return /^[a-z][a-z0-9+.-]*:\/\/([^/]+)/i.exec(origin)?.[1]?.toLowerCase() ?? '';
}
