export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SiteConfig {
  /** Absolute origin of the public site, used for canonical links and the sitemap. */
  siteUrl: string;
  brand: {
    name: string;
    address: PostalAddress;
    email: string;
    phone: string;
  };
  social: { linkedin: string; twitter: string; instagram: string; whatsapp: string };
  /**
   * Booking pages per booking key (contracts' BookingKey; docs/product.md, "Booking links"); `default`
   * is the 15-minute slot. Named here, as this file is read by the site server's Node program too.
   */
  booking: Record<'legal' | 'accounting' | 'taxes' | 'crypto' | 'incorporate' | 'default', string>;
  /** The short link for a free consultation. */
  consultationUrl: string;
  blogUrl: string;
  feed: {
    /** The RSS-to-JSON proxy. */
    proxyUrl: string;
    /** The publication's RSS feed, sent to the proxy as rss_url. */
    rssUrl: string;
    /** Hosts of the publisher's image CDN: a post body's image from one of these is its thumbnail. */
    imageHosts: string[];
    /**
     * The origins of those hosts (https, the backend's own scheme for its host): the only ones the
     * site server's feed-picture route fetches from (docs/architecture/site-server.md, "Feed pictures").
     */
    imageOrigins: string[];
  };
  /** Partner referral pages, by partner id. */
  partners: Record<string, string>;
  /** Client-story videos, by story id. */
  videos: Record<string, string>;
  backend: { url: string; anonKey: string; logoBucket: string };
}

export function createSiteConfig(env: Record<string, unknown>, prefix?: string): SiteConfig;
