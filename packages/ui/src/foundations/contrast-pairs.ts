import type { ContrastUse } from './contrast';

/** A colour drawn on a surface somewhere in the kit or the apps, named by its tokens (values live in tokens.css). */
export type ContrastPair = {
  foreground: `--color-${string}`;
  background: `--color-${string}`;
  use: ContrastUse;
  /** Where a designer meets this pair. */
  where: string;
};

export const contrastPairs: ContrastPair[] = [
  { foreground: '--color-foreground', background: '--color-background', use: 'text', where: 'Body text' },
  { foreground: '--color-foreground', background: '--color-muted', use: 'text', where: 'Body text in muted sections' },
  {
    foreground: '--color-muted-foreground',
    background: '--color-background',
    use: 'text',
    where: 'Descriptions, hints, dates, placeholders',
  },
  { foreground: '--color-muted-foreground', background: '--color-muted', use: 'text', where: 'Descriptions in muted sections' },
  {
    foreground: '--color-background',
    background: '--color-foreground',
    use: 'text',
    where: 'Loading and failure notes of the contact dialog',
  },
  {
    foreground: '--color-navy-900',
    background: '--color-background',
    use: 'text',
    where: 'Headings, card titles, labels, outline and ghost buttons',
  },
  {
    foreground: '--color-navy-900',
    background: '--color-navy-50',
    use: 'text',
    where: 'Secondary button; outline and ghost buttons on hover',
  },
  { foreground: '--color-navy-900', background: '--color-navy-100', use: 'text', where: 'Secondary button on hover' },
  { foreground: '--color-navy-800', background: '--color-navy-50', use: 'text', where: 'Tabs, secondary badge' },
  { foreground: '--color-navy-900', background: '--color-accent-soft', use: 'text', where: 'Accent badge' },
  { foreground: '--color-primary', background: '--color-background', use: 'text', where: 'Links, link buttons' },
  { foreground: '--color-primary', background: '--color-navy-50', use: 'text', where: 'The current page in the mobile menu' },
  {
    foreground: '--color-primary-foreground',
    background: '--color-primary',
    use: 'text',
    where: 'Primary button, active tab, default badge',
  },
  { foreground: '--color-primary-foreground', background: '--color-primary-hover', use: 'text', where: 'Primary button on hover' },
  { foreground: '--color-accent-foreground', background: '--color-accent', use: 'text', where: 'Accent button' },
  { foreground: '--color-accent-foreground', background: '--color-accent-hover', use: 'text', where: 'Accent button on hover' },
  { foreground: '--color-accent-strong', background: '--color-background', use: 'text', where: 'Eyebrows above section titles' },
  { foreground: '--color-accent', background: '--color-navy-900', use: 'text', where: 'Eyebrows in navy sections' },
  { foreground: '--color-white', background: '--color-navy-900', use: 'text', where: 'Titles in navy sections and the footer' },
  {
    foreground: '--color-navy-100',
    background: '--color-navy-900',
    use: 'text',
    where: 'Descriptions and links in navy sections and the footer',
  },
  { foreground: '--color-destructive', background: '--color-background', use: 'text', where: 'Field errors, the required mark' },
  { foreground: '--color-destructive-foreground', background: '--color-destructive', use: 'text', where: 'Destructive button and badge' },
  { foreground: '--color-success-foreground', background: '--color-success', use: 'text', where: 'Success badge' },
  { foreground: '--color-success', background: '--color-background', use: 'non-text', where: 'Check icons in plan and service lists' },
  { foreground: '--color-input', background: '--color-background', use: 'non-text', where: 'Borders of inputs, selects and checkboxes' },
  { foreground: '--color-ring', background: '--color-background', use: 'non-text', where: 'Focus ring' },
];
