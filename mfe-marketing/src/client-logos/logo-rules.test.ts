// @vitest-environment node

import { describe, expect, it } from 'vitest';
import {
  arrangeForCarousel,
  bucketPublicPath,
  fallbackLogos,
  groupIntoSlides,
  hasLogoExtension,
  logoAltText,
  logoItemsFromListing,
  repeatToAtLeast,
  shuffle,
} from './logo-rules';

/** A small deterministic generator (mulberry32), so shuffles are repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const logo = (name: string) => ({ name, url: `https://cdn.test/${name}` });

describe('extension filter', () => {
  it.each(['a.png', 'b.jpg', 'c.jpeg', 'd.svg', 'e.webp', 'f.gif', 'G.PNG', 'h.JpEg', 'archive.2024.SVG'])('keeps %s', (name) => {
    expect(hasLogoExtension(name)).toBe(true);
  });

  it.each(['notes.txt', 'logo.pdf', 'logo.png.exe', 'png', '.png', 'logo.', 'logo.tiff', 'logo.bmp', 'logopng'])('drops %s', (name) => {
    expect(hasLogoExtension(name)).toBe(false);
  });

  it('keeps image files in order, skips folders and other files, and builds each public URL', () => {
    const entries = [
      { name: 'acme.svg', id: '1' },
      { name: 'archive', id: null },
      { name: 'folder.png', id: null },
      { name: 'Beta.PNG', id: '2' },
      { name: 'readme.md', id: '3' },
      { name: 'gamma.webp', id: '4' },
    ];
    expect(logoItemsFromListing(entries, (name) => `https://cdn.test/public/client-logos/${name}`)).toEqual([
      { name: 'acme.svg', url: 'https://cdn.test/public/client-logos/acme.svg' },
      { name: 'Beta.PNG', url: 'https://cdn.test/public/client-logos/Beta.PNG' },
      { name: 'gamma.webp', url: 'https://cdn.test/public/client-logos/gamma.webp' },
    ]);
  });
});

describe('repeat and shuffle', () => {
  it('repeats a short list, in order, until it holds at least the minimum', () => {
    expect(repeatToAtLeast(['a', 'b', 'c', 'd'], 6)).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd']);
    expect(repeatToAtLeast(['a'], 6)).toEqual(['a', 'a', 'a', 'a', 'a', 'a']);
    expect(repeatToAtLeast(['a', 'b', 'c'], 6)).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(repeatToAtLeast([], 6)).toEqual([]);
  });

  it('shuffles into a permutation, the same one for the same seed, without touching the input', () => {
    const input = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const once = shuffle(input, seededRandom(42));
    expect(once).toEqual(shuffle(input, seededRandom(42)));
    expect([...once].sort()).toEqual(input);
    expect(once).not.toEqual(input);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('with a source that always answers 0, Fisher–Yates rotates the first item to the end', () => {
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('fills one slide from fewer than 6 logos, each logo as often as the others, shuffled', () => {
    const arranged = arrangeForCarousel([logo('a.svg'), logo('b.svg'), logo('c.svg'), logo('d.svg')], seededRandom(7));
    expect(arranged).toHaveLength(8);
    const timesShown = (name: string) => arranged.filter((item) => item.name === name).length;
    expect(['a.svg', 'b.svg', 'c.svg', 'd.svg'].map(timesShown)).toEqual([2, 2, 2, 2]);
    expect(arranged.map((item) => item.name)).not.toEqual(['a.svg', 'b.svg', 'c.svg', 'd.svg', 'a.svg', 'b.svg', 'c.svg', 'd.svg']);
  });

  it('keeps 6 or more logos as listed (by name) and an empty list empty', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => logo(`${name}.png`));
    expect(arrangeForCarousel(six, () => 0)).toEqual(six);
    expect(arrangeForCarousel([], Math.random)).toEqual([]);
  });
});

describe('slides', () => {
  it('groups six logos per slide, the last slide holding the rest', () => {
    const slides = groupIntoSlides(Array.from({ length: 14 }, (_, index) => index));
    expect(slides.map((slide) => slide.length)).toEqual([6, 6, 2]);
    expect(slides[2]).toEqual([12, 13]);
    expect(groupIntoSlides([])).toEqual([]);
  });
});

describe('fallback list and alt text', () => {
  it('names 8 placeholder logos Partner 1 to Partner 8 at {bucket public path}/{n}.png', () => {
    const path = bucketPublicPath('http://127.0.0.1:54321/', 'client-logos');
    expect(path).toBe('http://127.0.0.1:54321/storage/v1/object/public/client-logos');
    const fallbacks = fallbackLogos(path);
    expect(fallbacks).toHaveLength(8);
    expect(fallbacks[0]).toEqual({ name: 'Partner 1', url: `${path}/1.png` });
    expect(fallbacks[7]).toEqual({ name: 'Partner 8', url: `${path}/8.png` });
    expect(fallbacks.map((item) => item.name)).toEqual(Array.from({ length: 8 }, (_, index) => `Partner ${index + 1}`));
  });

  it("counts alt text from 1: 'Client logo N'", () => {
    expect(logoAltText(0)).toBe('Client logo 1');
    expect(logoAltText(11)).toBe('Client logo 12');
  });
});
