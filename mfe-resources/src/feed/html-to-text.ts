/** Elements whose text is not part of what a reader sees. */
const invisibleElements = 'script, style, noscript, template, iframe, object, embed, svg, math, head';

const blockElements = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/** Parsing more than this is wasted work: the site shows a few sentences at most. */
export const maxParsedHtmlLength = 60_000;

/** The parsed document of untrusted HTML. DOMParser runs no script and loads no image. */
export function parseUntrustedHtml(html: string): Document {
  return new DOMParser().parseFromString(html.slice(0, maxParsedHtmlLength), 'text/html');
}

/**
 * The text a reader would see in a piece of HTML, on one line. Block elements are separated by a
 * space, so "<p>One</p><p>Two</p>" reads "One Two", not "OneTwo".
 */
export function htmlToText(html: string): string {
  return documentText(parseUntrustedHtml(html));
}

/** The visible text of a parsed document (its invisible elements are removed from it). */
export function documentText(document: Document): string {
  const body = document.body;
  for (const element of Array.from(body.querySelectorAll(invisibleElements))) element.remove();
  return collectText(body).replace(/\s+/g, ' ').trim();
}

function collectText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const inner = Array.from(node.childNodes, collectText).join('');
  return blockElements.has((node as Element).tagName) ? ` ${inner} ` : inner;
}
