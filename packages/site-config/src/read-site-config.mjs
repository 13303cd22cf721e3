// The site server's reading of its environment (docs/architecture/operations.md, "Configuration at run time"):
// every variable checked with zod as it starts, and a wrong one named in one line.
import { z } from 'zod';
import { createSiteConfig } from './create-site-config.mjs';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const text = z.string().max(300, { error: 'must be at most 300 characters' });
const host = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
const hosts = z.string().refine((value) => value.split(',').every((item) => item.trim() === '' || host.test(item.trim())), {
  error: 'must be host names (host or host:port) separated by commas',
});

/** Every variable the configuration reads, by the check its value must pass. */
const variables = {
  SITE_URL: url,
  SUPABASE_URL: url,
  SUPABASE_ANON_KEY: z.string().regex(/^[A-Za-z0-9._-]{20,2048}$/, { error: 'must be the backend’s anon key' }),
  BRAND_NAME: text,
  BRAND_EMAIL: z.email({ error: 'must be an e-mail address' }),
  BRAND_PHONE: text,
  BRAND_STREET: text,
  BRAND_CITY: text,
  BRAND_REGION: text,
  BRAND_POSTAL_CODE: text,
  BRAND_COUNTRY: text,
  LINKEDIN_URL: url,
  TWITTER_URL: url,
  INSTAGRAM_URL: url,
  WHATSAPP_URL: url,
  BOOKING_LEGAL_URL: url,
  BOOKING_ACCOUNTING_URL: url,
  BOOKING_TAXES_URL: url,
  BOOKING_CRYPTO_URL: url,
  BOOKING_INCORPORATE_URL: url,
  BOOKING_DEFAULT_URL: url,
  CONSULTATION_URL: url,
  BLOG_URL: url,
  FEED_PROXY_URL: url,
  FEED_RSS_URL: url,
  FEED_IMAGE_HOSTS: hosts,
  PARTNER_MERCURY_URL: url,
  PARTNER_BREX_URL: url,
  PARTNER_GUSTO_URL: url,
  PARTNER_STRIPE_URL: url,
  PARTNER_DEEL_URL: url,
  PARTNER_QUICKBOOKS_URL: url,
  VIDEO_STORY_1_URL: url,
  VIDEO_STORY_2_URL: url,
  VIDEO_STORY_3_URL: url,
};

const schema = z.strictObject(Object.fromEntries(Object.entries(variables).map(([name, check]) => [name, check.optional()])));

/** The names of the variables the configuration reads. */
export const siteConfigVariables = Object.keys(variables);

/**
 * The configuration of `env` (the site server's environment): each variable given (trimmed, not
 * empty) checked, the local defaults for the others. A wrong value throws an error whose message is
 * one line naming the variable, never its value.
 * @param {Record<string, string | undefined>} env
 */
export function readSiteConfig(env) {
  /** @type {Record<string, string>} */
  const given = {};
  for (const name of siteConfigVariables) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const result = schema.safeParse(given);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`${String(issue?.path[0] ?? 'The configuration')} ${issue?.message ?? 'is not valid'}.`);
  }
  return createSiteConfig(given);
}

export { createSiteConfig } from './create-site-config.mjs';
