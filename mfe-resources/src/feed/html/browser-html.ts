import { type HtmlTree, htmlReader } from './html-reader';

const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/** The browser's own parser. DOMParser runs no script and loads no image. */
const domTree: HtmlTree<Node> = {
  body: (html) => new DOMParser().parseFromString(html, 'text/html').body ?? undefined,
  textOf: (node) => (node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : undefined),
  nameOf: (node) => (node.nodeType === Node.ELEMENT_NODE ? (node as Element).localName.toLowerCase() : undefined),
  isHtml: (node) => (node as Element).namespaceURI === htmlNamespace,
  childrenOf: (node) => Array.from(node.childNodes),
  attributeOf: (node, name) => (node as Element).getAttribute(name),
};

/** Reads the feed's HTML in the browser. */
export const browserHtml = htmlReader(domTree);
