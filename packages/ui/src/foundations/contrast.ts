import Color from 'colorjs.io';

/** What a colour pair draws: body text, large text (24 px, or 18.66 px bold), or a border, ring or icon. */
export type ContrastUse = 'text' | 'large-text' | 'non-text';

/** WCAG 2.2 AA: 1.4.3 for text, 1.4.11 for the parts of a control and informative graphics. */
export const minimumContrast: Record<ContrastUse, number> = { text: 4.5, 'large-text': 3, 'non-text': 3 };

/**
 * The WCAG 2.x contrast ratio of two opaque CSS colours, from 1 to 21. colorjs.io parses every CSS
 * colour syntax (hex, rgb(), oklch()...) and implements the spec's relative-luminance formula.
 */
export function contrastRatio(foreground: string, background: string): number {
  const colours = [new Color(foreground), new Color(background)];
  const translucent = colours.find((colour) => colour.alpha < 1);
  if (translucent) throw new Error(`contrastRatio needs opaque colours; ${translucent.toString()} is translucent`);
  const [first, second] = colours as [Color, Color];
  return first.contrast(second, 'WCAG21');
}

/** One decimal, cut rather than rounded, so 4.49 never reads as a passing 4.5:1. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
