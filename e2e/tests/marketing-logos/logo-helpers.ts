import type { Page } from '@playwright/test';
import { seededLogoNames } from '@staycompliant/dev-backend/testing';
import { backendUrl } from '@staycompliant/local-ports';

/** Test files for the logo admin, made from bytes: nothing is read from disk. */

// A 1×1 transparent PNG.
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: onePixelPng };
}

export const logoPublicUrl = (name: string) => `${backendUrl()}/storage/v1/object/public/client-logos/${encodeURIComponent(name)}`;

/** The sample logos the local backend seeds into a fresh data folder. */
export const seededLogos = seededLogoNames();

export const logoList = (page: Page) => page.getByRole('list', { name: /Logos on the home page/ });
