import { type DefaultTreeAdapterMap, html, parse } from 'parse5';
import { type HtmlTree, htmlReader } from './html-reader';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;

/**
 * parse5, the WHATWG parser jsdom uses, with scripting off as in a DOMParser document (so `<noscript>`
 * holds markup, not text). It only builds a tree: nothing in it runs or loads.
 */
const parse5Tree: HtmlTree<Node> = {
  body: (source) => {
    const root = parse(source, { scriptingEnabled: false }).childNodes.find(isElement);
    return root?.childNodes.find((node) => isElement(node) && (node.tagName === 'body' || node.tagName === 'frameset'));
  },
  textOf: (node) => (node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : undefined),
  nameOf: (node) => (isElement(node) ? node.tagName.toLowerCase() : undefined),
  isHtml: (node) => isElement(node) && node.namespaceURI === html.NS.HTML,
  childrenOf: (node) => ('childNodes' in node ? node.childNodes : []),
  attributeOf: (node, name) =>
    isElement(node) ? (node.attrs.find((attribute) => attribute.name === name && !attribute.namespace)?.value ?? null) : null,
};

/** Reads the feed's HTML on the server, where there is no DOM: the same text and images as browserHtml. */
export const serverHtml = htmlReader(parse5Tree);
