import { siteConfig } from '@staycompliant/site-config';
import type { ClientStoryId } from '../content/client-stories';
import type { PartnerId } from '../content/partners';

function required(url: string | undefined, what: string): string {
  if (!url) throw new Error(`The site config has no URL for ${what}.`);
  return url;
}

/** The partner's referral page from the site config. */
export function partnerReferralUrl(id: PartnerId): string {
  return required(siteConfig.partners[id], `partner "${id}"`);
}

/** The client story's video from the site config. */
export function clientStoryVideoUrl(id: ClientStoryId): string {
  return required(siteConfig.videos[id], `client story "${id}"`);
}
