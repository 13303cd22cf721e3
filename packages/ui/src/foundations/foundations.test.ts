// @vitest-environment node

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, minimumContrast } from './contrast';
import { contrastPairs } from './contrast-pairs';
import { groupsOf, parseThemeTokens } from './design-tokens';

/** WCAG 2.x relative luminance and contrast ratio, written out from the spec for 6-digit hex colours. */
function wcagFormula(foreground: string, background: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// Read from disk: Vitest blanks every CSS import outside browser mode, `?raw` ones included.
const tokensCss = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../styles/tokens.css'), 'utf8');
const tailwindThemeCss = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
const kitGroups = parseThemeTokens(tokensCss);
const declared = new Map(
  [...parseThemeTokens(tailwindThemeCss), ...kitGroups].flatMap((group) =>
    group.tokens.map((token) => [token.name, token.declared] as const),
  ),
);

describe('contrastRatio', () => {
  it('gives the ends of the WCAG scale: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBeCloseTo(1, 10);
  });

  it('gives the textbook 4.48 for #777 grey on white, just under AA', () => {
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(formatRatio(contrastRatio('#777', '#fff'))).toBe('4.4:1');
  });

  it('does not depend on which colour is the text', () => {
    expect(contrastRatio('#ffffff', '#0f1e3d')).toBe(contrastRatio('#0f1e3d', '#ffffff'));
  });

  it('reads any CSS colour syntax the build may write', () => {
    expect(contrastRatio('rgb(255 255 255)', 'oklch(0% 0 0)')).toBeCloseTo(21, 3);
  });

  it('refuses a translucent colour, whose contrast depends on what is under it', () => {
    expect(() => contrastRatio('rgb(15 30 61 / 0.5)', '#ffffff')).toThrow(/translucent/);
  });
});

describe('parseThemeTokens', () => {
  it('groups declarations by blank lines, titles a group by its comment and keeps a later comment as a note', () => {
    const groups = parseThemeTokens(`
      @source "../components";
      --outside: 1px;
      @theme default {
        /* Navy: brand surfaces. */
        --color-navy-50: #f2f5fb;
        /* The darkest one. */
        --color-navy-900: #0f1e3d;

        --radius-card: 1rem;
        @keyframes spin {
          to { transform: rotate(360deg); }
        }
        --animate-spin: spin 1s linear infinite;
      }`);
    expect(groups).toEqual([
      {
        title: 'Navy',
        description: 'Brand surfaces.',
        tokens: [
          { name: '--color-navy-50', declared: '#f2f5fb', note: '' },
          { name: '--color-navy-900', declared: '#0f1e3d', note: 'The darkest one.' },
        ],
      },
      {
        title: '',
        description: '',
        tokens: [
          { name: '--radius-card', declared: '1rem', note: '' },
          { name: '--animate-spin', declared: 'spin 1s linear infinite', note: '' },
        ],
      },
    ]);
    expect(groupsOf(groups, '--color-')).toHaveLength(1);
  });

  it("reads the kit's tokens.css into titled groups of one kind each", () => {
    expect(kitGroups.length).toBeGreaterThan(5);
    for (const group of kitGroups) {
      expect(group.title, group.tokens[0]?.name).not.toBe('');
      const kinds = new Set(group.tokens.map((token) => token.name.split('-')[2]));
      expect(kinds.size, group.title).toBe(1);
    }
    const names = kitGroups.flatMap((group) => group.tokens.map((token) => token.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['--color-primary', '--text-display', '--spacing-section', '--radius-card', '--shadow-card-hover']),
    );
  });
});

describe('the contrast of every colour pair the kit uses', () => {
  it.each(contrastPairs)('$foreground on $background ($where) meets WCAG AA for $use', ({ foreground, background, use }) => {
    const text = declared.get(foreground);
    const surface = declared.get(background);
    expect(text, `${foreground} is not a token`).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(surface, `${background} is not a token`).toMatch(/^#[0-9a-f]{3,6}$/i);
    const ratio = contrastRatio(text!, surface!);
    const expand = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);
    // colorjs.io takes luminance from its exact sRGB-to-XYZ matrix, the spec rounds it to 4 digits.
    expect(ratio).toBeCloseTo(wcagFormula(expand(text!), expand(surface!)), 2);
    expect(ratio).toBeGreaterThanOrEqual(minimumContrast[use]);
  });
});
