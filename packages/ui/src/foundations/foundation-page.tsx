import type * as React from 'react';
import tokensCss from '../styles/tokens.css?raw';
import { computedToken, parseThemeTokens, type TokenGroup } from './design-tokens';

/** tokens.css as Foundations reads it: names, groups and comments; values come from the page's CSS. */
export const kitTokenGroups = parseThemeTokens(tokensCss);

export function FoundationPage({ title, intro, children }: { title: string; intro: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 text-foreground">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Foundations</p>
        <h1 className="text-4xl font-bold text-navy-900">{title}</h1>
        <div className="text-lg text-muted-foreground">{intro}</div>
      </header>
      {children}
    </div>
  );
}

function sectionId(title: string) {
  return `foundation-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function FoundationSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = sectionId(title);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-semibold text-navy-900">
          {title}
        </h2>
        {description && <p className="max-w-3xl text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** One group of tokens.css, headed by its comment. */
export function TokenGroupSection({ group, children }: { group: TokenGroup; children: React.ReactNode }) {
  return (
    <FoundationSection title={group.title} description={group.description}>
      {children}
    </FoundationSection>
  );
}

/** A token's current value in the page's CSS, or a visible warning when the build left it out. */
export function TokenValue({ name }: { name: string }) {
  const value = computedToken(name);
  if (!value) return <span className="font-medium text-destructive">missing from this build&apos;s CSS</span>;
  return <code className="font-mono text-sm break-all text-muted-foreground">{value}</code>;
}

export function TokenName({ name }: { name: string }) {
  return <code className="font-mono text-sm font-semibold text-navy-900">{name}</code>;
}

/** The Tailwind utility a token becomes, by Tailwind's naming: `--radius-card` is `rounded-card` ('' for `--spacing`). */
export function utilityOf(name: string): string {
  const [, namespace = '', rest = ''] = /^--([a-z]+)-(.+)$/.exec(name) ?? [];
  if (!rest) return '';
  const prefix: Record<string, string> = {
    color: 'bg-',
    radius: 'rounded-',
    shadow: 'shadow-',
    text: 'text-',
    spacing: 'p-',
    container: 'max-w-',
    font: 'font-',
  };
  return `${prefix[namespace] ?? `${namespace}-`}${rest}`;
}

/** A length token in CSS pixels, measured against the root font size the page has now. */
export function lengthInPixels(value: string): number | null {
  const match = /^(-?[\d.]+)(rem|px)$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2] === 'px' ? amount : amount * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
}
