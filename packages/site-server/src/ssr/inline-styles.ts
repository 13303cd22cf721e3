import { readFileSync } from 'node:fs';
import { stylesForPage } from './page-styles.js';

/** A stylesheet the page needs: where the browser would fetch it, and its file on this machine. */
export interface PageStylesheet {
  href: string;
  file: string;
}

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** url() references made absolute against the stylesheet's own URL: inlined, they would resolve against the page's. */
function withAbsoluteUrls(css: string, href: string): string {
  const base = new URL(href, 'https://site.invalid/');
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (match, quote: string, target: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return match;
    const resolved = new URL(target, base);
    const url = resolved.origin === base.origin && !/^[a-z]+:/i.test(href) ? resolved.pathname + resolved.search : resolved.href;
    return `url(${quote}${url}${quote})`;
  });
}

/**
 * The page's stylesheets written into it, each cut to what the page's HTML (`html`) uses
 * (page-styles.ts): a first visit paints from the HTML alone, without a round trip per stylesheet
 * before the first paint. `data-href` names each, so the shell does not link one again
 * (shell/src/federation/remote-styles.ts); the whole sheets are linked once the page has painted.
 */
export function inlineStyles(stylesheets: readonly PageStylesheet[], html: string): string {
  const sheets = stylesForPage(
    stylesheets.map(({ href, file }) => withAbsoluteUrls(readFileSync(file, 'utf8'), href)),
    html,
  );
  return stylesheets
    .map(
      ({ href }, index) =>
        `<style data-href="${escapeAttribute(href)}">${(sheets[index] ?? '').replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');
}

/** Links to the whole stylesheets, for the page's later states and the pages reached by a link. */
export function stylesheetLinks(stylesheets: readonly PageStylesheet[]): string {
  return stylesheets.map(({ href }) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
}
