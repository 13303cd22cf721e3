// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { checkLogoFile, checkLogoFileWithContent } from './upload-checks';

const megabyte = 1024 * 1024;

describe('upload checks, before anything is sent', () => {
  it.each([
    ['acme.png', 'acme.png', 'image/png'],
    ['acme.JPG', 'acme.jpg', 'image/jpeg'],
    ['acme.jpeg', 'acme.jpeg', 'image/jpeg'],
    ['Acme.SVG', 'Acme.svg', 'image/svg+xml'],
    ['acme.webp', 'acme.webp', 'image/webp'],
    ['acme.gif', 'acme.gif', 'image/gif'],
  ])('accepts %s, stored as %s with type %s', (name, storageKey, contentType) => {
    expect(checkLogoFile({ name, size: 1200 })).toEqual({ ok: true, storageKey, contentType });
  });

  it.each([
    ['report.pdf', 'only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed (this file is .pdf).'],
    ['logo.png.exe', 'only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed (this file is .exe).'],
    ['logo.tiff', 'only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed (this file is .tiff).'],
    ['logo', 'only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed.'],
  ])('refuses %s by type', (name, reason) => {
    expect(checkLogoFile({ name, size: 1200 })).toEqual({ ok: false, reason });
  });

  it('accepts exactly 2 MB and refuses one byte more, saying how large the file is', () => {
    expect(checkLogoFile({ name: 'big.png', size: 2 * megabyte }).ok).toBe(true);
    expect(checkLogoFile({ name: 'big.png', size: 2 * megabyte + 1 })).toEqual({
      ok: false,
      reason: 'the file is 2.01 MB; logos must be 2 MB or smaller.',
    });
    expect(checkLogoFile({ name: 'huge.svg', size: 5.5 * megabyte })).toEqual({
      ok: false,
      reason: 'the file is 5.50 MB; logos must be 2 MB or smaller.',
    });
  });

  it('refuses an empty file', () => {
    expect(checkLogoFile({ name: 'blank.png', size: 0 })).toEqual({ ok: false, reason: 'the file is empty.' });
  });

  it('checks the type before the size', () => {
    expect(checkLogoFile({ name: 'movie.mp4', size: 50 * megabyte })).toMatchObject({ ok: false, reason: expect.stringContaining('.mp4') });
  });
});

describe('storage key from the file name', () => {
  const keyOf = (name: string) => checkLogoFile({ name, size: 10 });

  it('keeps safe names and turns spaces, brackets and accents into a safe charset', () => {
    expect(keyOf('Acme Corp (final) v2.PNG')).toMatchObject({ ok: true, storageKey: 'Acme-Corp-final-v2.png' });
    expect(keyOf('Café Société.svg')).toMatchObject({ ok: true, storageKey: 'Cafe-Societe.svg' });
    expect(keyOf('logo_2025-01.webp')).toMatchObject({ ok: true, storageKey: 'logo_2025-01.webp' });
    expect(keyOf('a..b.png')).toMatchObject({ ok: true, storageKey: 'a.b.png' });
  });

  it('never keeps a leading dot or a parent-folder step', () => {
    expect(keyOf('..png')).toMatchObject({ ok: false });
    expect(keyOf('...hidden.png')).toMatchObject({ ok: true, storageKey: 'hidden.png' });
  });

  it('refuses names with a path, absolute or relative', () => {
    for (const name of ['../../etc/logo.png', '/var/www/logo.png', 'C:\\logos\\acme.png', 'logos/acme.png']) {
      expect(keyOf(name)).toEqual({ ok: false, reason: 'the file name must be a plain name, without folders or control characters.' });
    }
  });

  it('refuses names with control characters, and names with nothing usable left', () => {
    expect(keyOf('acme\u0000.png')).toMatchObject({ ok: false });
    expect(keyOf('品牌.png')).toEqual({
      ok: false,
      reason: 'rename the file so that its name has letters or digits before the extension.',
    });
  });

  it.each(['../x.png', '..\\x.png', '/etc/x.png', 'C:\\x.png', 'C:/x.png'])('refuses %s, which names a path', (name) => {
    expect(keyOf(name)).toEqual({ ok: false, reason: 'the file name must be a plain name, without folders or control characters.' });
  });

  it('refuses a name of 300 characters', () => {
    expect(keyOf(`${'n'.repeat(296)}.png`)).toEqual({
      ok: false,
      reason: 'the file name is longer than 200 characters. Rename the file and try again.',
    });
  });

  it('allows 200 characters and refuses 201', () => {
    expect(keyOf(`${'a'.repeat(196)}.png`)).toMatchObject({ ok: true });
    expect(keyOf(`${'a'.repeat(197)}.png`)).toEqual({
      ok: false,
      reason: 'the file name is longer than 200 characters. Rename the file and try again.',
    });
  });
});

describe('the content, read from the file', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('accepts a file whose bytes are the image its name says', async () => {
    expect(await checkLogoFileWithContent(new File([png], 'acme.png', { type: 'image/png' }))).toEqual({
      ok: true,
      storageKey: 'acme.png',
      contentType: 'image/png',
    });
  });

  it('refuses a page renamed to .png, whatever type the browser claims', async () => {
    const file = new File(['<html><script>alert(1)</script></html>'], 'acme.png', { type: 'image/png' });
    expect(await checkLogoFileWithContent(file)).toEqual({
      ok: false,
      reason: "the file's content is not a PNG image, although its name ends in .png. Export the logo again as a real image.",
    });
  });

  it('checks the name and size before reading anything', async () => {
    const unreadable = { name: '../acme.png', size: 10, arrayBuffer: () => Promise.reject(new Error('must not be read')) };
    expect(await checkLogoFileWithContent(unreadable)).toMatchObject({ ok: false, reason: expect.stringContaining('plain name') });
  });
});
