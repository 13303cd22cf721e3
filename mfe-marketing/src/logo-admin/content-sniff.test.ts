// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { contentRefusal, sniffImageKind } from './content-sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

const realImages = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [4, 0, 0, 0], 'WEBPVP8 '),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>'),
};

describe('sniffing what a logo file really is', () => {
  it.each(Object.entries(realImages))('recognises a real %s', (kind, content) => {
    expect(sniffImageKind(content)).toBe(kind);
  });

  it.each([
    ['a BOM and an XML declaration', '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<svg>'],
    [
      'comments and a doctype',
      '<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg\nwidth="1">',
    ],
    ['a doctype with an internal subset', '<!DOCTYPE svg [ <!ENTITY x "y"> ]><svg/>'],
  ])('recognises SVG after %s', (_label, text) => {
    expect(sniffImageKind(bytes(text))).toBe('svg');
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body><svg></svg></body></html>'],
    ['XML whose root is not svg', '<?xml version="1.0"?><html/>'],
    ['an element that only starts with svg', '<svgfoo/>'],
    ['plain text', 'not a logo'],
    ['nothing', ''],
  ])('recognises no image in %s', (_label, text) => {
    expect(sniffImageKind(bytes(text))).toBeNull();
  });
});

describe('the content must be the image the extension says', () => {
  it.each([
    ['png', realImages.png],
    ['jpg', realImages.jpeg],
    ['jpeg', realImages.jpeg],
    ['gif', realImages.gif],
    ['webp', realImages.webp],
    ['svg', realImages.svg],
  ] as const)('accepts a real .%s', (extension, content) => {
    expect(contentRefusal(content, extension)).toBeNull();
  });

  it.each([
    ['png', bytes('<html><script>alert(1)</script></html>'), 'a PNG'],
    ['jpg', realImages.png, 'a JPEG'],
    ['gif', bytes('GIF90a'), 'a GIF'],
    ['webp', bytes('RIFF', [4, 0, 0, 0], 'WAVEfmt '), 'a WebP'],
    ['svg', bytes('<html><svg/></html>'), 'an SVG'],
  ] as const)('refuses a .%s whose content is something else', (extension, content, label) => {
    expect(contentRefusal(content, extension)).toBe(
      `the file's content is not ${label} image, although its name ends in .${extension}. Export the logo again as a real image.`,
    );
  });
});
