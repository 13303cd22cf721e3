import type { BookingKey } from '@staycompliant/contracts';
import { feedImageOrigins } from '@staycompliant/contracts/feed-image';
import { localAnonKey, localBackendUrl } from './defaults';
import { type Env, pick, readEnv } from './env';

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
  /** Booking pages per service (docs/product.md, "Booking links"); `default` is the 15-minute slot. */
  booking: Record<BookingKey, string>;
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
     * site server's feed-picture route fetches from (docs/architecture.md, "Feed pictures").
     */
    imageOrigins: string[];
  };
  /** Partner referral pages, by partner id. */
  partners: Record<string, string>;
  /** Client-story videos, by story id. */
  videos: Record<string, string>;
  backend: { url: string; anonKey: string; logoBucket: string };
}

export function createSiteConfig(env: Env): SiteConfig {
  const backendUrl = pick(env, 'VITE_SUPABASE_URL', localBackendUrl).replace(/\/$/, '');
  const imageHosts = pick(env, 'VITE_FEED_IMAGE_HOSTS', `miro.medium.com,cdn-images-1.medium.com,${new URL(backendUrl).host}`)
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return {
    siteUrl: pick(env, 'VITE_SITE_URL', 'http://127.0.0.1:4173').replace(/\/$/, ''),
    brand: {
      name: pick(env, 'VITE_BRAND_NAME', 'StayCompliant'),
      address: {
        street: pick(env, 'VITE_BRAND_STREET', '1111B S Governors Ave, Suite 2000'),
        city: pick(env, 'VITE_BRAND_CITY', 'Dover'),
        region: pick(env, 'VITE_BRAND_REGION', 'DE'),
        postalCode: pick(env, 'VITE_BRAND_POSTAL_CODE', '19904'),
        country: pick(env, 'VITE_BRAND_COUNTRY', 'United States'),
      },
      email: pick(env, 'VITE_BRAND_EMAIL', 'hello@staycompliant.example'),
      phone: pick(env, 'VITE_BRAND_PHONE', '+1 (302) 555-0142'),
    },
    social: {
      linkedin: pick(env, 'VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/staycompliant'),
      twitter: pick(env, 'VITE_TWITTER_URL', 'https://twitter.com/staycompliant'),
      instagram: pick(env, 'VITE_INSTAGRAM_URL', 'https://www.instagram.com/staycompliant'),
      whatsapp: pick(env, 'VITE_WHATSAPP_URL', 'https://wa.me/13025550142'),
    },
    booking: {
      legal: pick(env, 'VITE_BOOKING_LEGAL_URL', 'https://cal.com/staycompliant/legal'),
      accounting: pick(env, 'VITE_BOOKING_ACCOUNTING_URL', 'https://cal.com/staycompliant/accounting'),
      taxes: pick(env, 'VITE_BOOKING_TAXES_URL', 'https://cal.com/staycompliant/taxes'),
      crypto: pick(env, 'VITE_BOOKING_CRYPTO_URL', 'https://cal.com/staycompliant/crypto'),
      incorporate: pick(env, 'VITE_BOOKING_INCORPORATE_URL', 'https://cal.com/staycompliant/incorporate'),
      default: pick(env, 'VITE_BOOKING_DEFAULT_URL', 'https://cal.com/staycompliant/15min'),
    },
    consultationUrl: pick(env, 'VITE_CONSULTATION_URL', 'https://cal.com/staycompliant/15min'),
    blogUrl: pick(env, 'VITE_BLOG_URL', 'https://medium.com/staycompliant'),
    feed: {
      proxyUrl: pick(env, 'VITE_FEED_PROXY_URL', `${backendUrl}/rss-to-json/v1/api.json`),
      rssUrl: pick(env, 'VITE_FEED_RSS_URL', 'https://medium.com/feed/staycompliant'),
      imageHosts,
      imageOrigins: feedImageOrigins(imageHosts, backendUrl),
    },
    partners: {
      mercury: pick(env, 'VITE_PARTNER_MERCURY_URL', 'https://mercury.com/r/staycompliant'),
      brex: pick(env, 'VITE_PARTNER_BREX_URL', 'https://www.brex.com/signup?ref=staycompliant'),
      gusto: pick(env, 'VITE_PARTNER_GUSTO_URL', 'https://gusto.com/r/staycompliant'),
      stripe: pick(env, 'VITE_PARTNER_STRIPE_URL', 'https://stripe.com/atlas?ref=staycompliant'),
      deel: pick(env, 'VITE_PARTNER_DEEL_URL', 'https://www.deel.com/partners/staycompliant'),
      quickbooks: pick(env, 'VITE_PARTNER_QUICKBOOKS_URL', 'https://quickbooks.intuit.com/partners/staycompliant'),
    },
    videos: {
      'fintech-launch': pick(env, 'VITE_VIDEO_STORY_1_URL', 'https://www.youtube.com/watch?v=staycompliant1'),
      'web3-treasury': pick(env, 'VITE_VIDEO_STORY_2_URL', 'https://www.youtube.com/watch?v=staycompliant2'),
      'saas-cleanup': pick(env, 'VITE_VIDEO_STORY_3_URL', 'https://www.youtube.com/watch?v=staycompliant3'),
    },
    backend: {
      url: backendUrl,
      anonKey: pick(env, 'VITE_SUPABASE_ANON_KEY', localAnonKey),
      logoBucket: 'client-logos',
    },
  };
}

/** The configuration of this build. */
export const siteConfig: SiteConfig = createSiteConfig(readEnv());

/** The booking page for a booking key (docs/product.md, "Booking links"). */
export function bookingUrl(key: BookingKey): string {
  return siteConfig.booking[key];
}

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}
