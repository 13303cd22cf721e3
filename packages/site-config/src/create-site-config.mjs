// The site's configuration from its variables (README, "Configuration"), with the local defaults for
// any variable not given. Plain JavaScript, so the site server's compiled code loads it under Node as
// the apps' bundles do; its types are create-site-config.d.mts.
import { feedImageOrigins } from '@staycompliant/contracts/feed-image';
import { localAnonKey, localBackendUrl } from './defaults.mjs';

/**
 * @param {Record<string, unknown>} env
 * @param {string} name
 * @param {string} fallback
 */
function pick(env, name, fallback) {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * The configuration `env` gives: each variable by its name after `prefix` (`VITE_` in `pnpm dev` and
 * the unit tests, none in the site server's environment), trimmed; an empty one is not given.
 * @param {Record<string, unknown>} env
 * @param {string} [prefix]
 * @returns {import('./create-site-config.d.mts').SiteConfig}
 */
export function createSiteConfig(env, prefix = '') {
  /** @param {string} name @param {string} fallback */
  const value = (name, fallback) => pick(env, `${prefix}${name}`, fallback);
  const backendUrl = value('SUPABASE_URL', localBackendUrl).replace(/\/$/, '');
  const imageHosts = value('FEED_IMAGE_HOSTS', `miro.medium.com,cdn-images-1.medium.com,${new URL(backendUrl).host}`)
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return {
    siteUrl: value('SITE_URL', 'http://127.0.0.1:4173').replace(/\/$/, ''),
    brand: {
      name: value('BRAND_NAME', 'StayCompliant'),
      address: {
        street: value('BRAND_STREET', '1111B S Governors Ave, Suite 2000'),
        city: value('BRAND_CITY', 'Dover'),
        region: value('BRAND_REGION', 'DE'),
        postalCode: value('BRAND_POSTAL_CODE', '19904'),
        country: value('BRAND_COUNTRY', 'United States'),
      },
      email: value('BRAND_EMAIL', 'hello@staycompliant.example'),
      phone: value('BRAND_PHONE', '+1 (302) 555-0142'),
    },
    social: {
      linkedin: value('LINKEDIN_URL', 'https://www.linkedin.com/company/staycompliant'),
      twitter: value('TWITTER_URL', 'https://twitter.com/staycompliant'),
      instagram: value('INSTAGRAM_URL', 'https://www.instagram.com/staycompliant'),
      whatsapp: value('WHATSAPP_URL', 'https://wa.me/13025550142'),
    },
    booking: {
      legal: value('BOOKING_LEGAL_URL', 'https://cal.com/staycompliant/legal'),
      accounting: value('BOOKING_ACCOUNTING_URL', 'https://cal.com/staycompliant/accounting'),
      taxes: value('BOOKING_TAXES_URL', 'https://cal.com/staycompliant/taxes'),
      crypto: value('BOOKING_CRYPTO_URL', 'https://cal.com/staycompliant/crypto'),
      incorporate: value('BOOKING_INCORPORATE_URL', 'https://cal.com/staycompliant/incorporate'),
      default: value('BOOKING_DEFAULT_URL', 'https://cal.com/staycompliant/15min'),
    },
    consultationUrl: value('CONSULTATION_URL', 'https://cal.com/staycompliant/15min'),
    blogUrl: value('BLOG_URL', 'https://medium.com/staycompliant'),
    feed: {
      proxyUrl: value('FEED_PROXY_URL', `${backendUrl}/rss-to-json/v1/api.json`),
      rssUrl: value('FEED_RSS_URL', 'https://medium.com/feed/staycompliant'),
      imageHosts,
      imageOrigins: feedImageOrigins(imageHosts, backendUrl),
    },
    partners: {
      mercury: value('PARTNER_MERCURY_URL', 'https://mercury.com/r/staycompliant'),
      brex: value('PARTNER_BREX_URL', 'https://www.brex.com/signup?ref=staycompliant'),
      gusto: value('PARTNER_GUSTO_URL', 'https://gusto.com/r/staycompliant'),
      stripe: value('PARTNER_STRIPE_URL', 'https://stripe.com/atlas?ref=staycompliant'),
      deel: value('PARTNER_DEEL_URL', 'https://www.deel.com/partners/staycompliant'),
      quickbooks: value('PARTNER_QUICKBOOKS_URL', 'https://quickbooks.intuit.com/partners/staycompliant'),
    },
    videos: {
      'fintech-launch': value('VIDEO_STORY_1_URL', 'https://www.youtube.com/watch?v=staycompliant1'),
      'web3-treasury': value('VIDEO_STORY_2_URL', 'https://www.youtube.com/watch?v=staycompliant2'),
      'saas-cleanup': value('VIDEO_STORY_3_URL', 'https://www.youtube.com/watch?v=staycompliant3'),
    },
    backend: {
      url: backendUrl,
      anonKey: value('SUPABASE_ANON_KEY', localAnonKey),
      logoBucket: 'client-logos',
    },
  };
}
