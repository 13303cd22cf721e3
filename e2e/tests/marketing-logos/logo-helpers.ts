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

export function oversizedPng(name: string) {
  return { name, mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) };
}

/** An HTML page with a script, named and typed as a PNG. */
export function renamedPage(name: string) {
  return { name, mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') };
}

export function textFile(name: string) {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('not a logo') };
}

export const logoPublicUrl = (name: string) => `${backendUrl()}/storage/v1/object/public/client-logos/${encodeURIComponent(name)}`;

/** The sample logos the local backend seeds into a fresh data folder. */
export const seededLogos = seededLogoNames();

export const logoList = (page: Page) => page.getByRole('list', { name: /Logos on the home page/ });

/** Records every upload the page sends to the logo bucket. */
export function recordUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/client-logos/')) uploads.push(request.url());
  });
  return uploads;
}
