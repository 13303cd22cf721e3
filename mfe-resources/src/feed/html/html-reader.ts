/**
 * Reading untrusted HTML from the feed: its visible text and its images' sources. The walk over the
 * parsed tree is written once, over any tree (HtmlTree): the browser reads the DOMParser's document
 * (browser-html.ts), the server parse5's (server-html.ts), and both give the same articles.
 */

/** What the feed reads of one piece of HTML, parsed once. */
interface ParsedHtml {
  /** The text a reader would see, on one line. Block elements are separated by a space, so "<p>One</p><p>Two</p>" reads "One Two". */
  text(): string;
  /** The raw `src` attribute of each image in the body, in document order. */
  imageSources(): string[];
}

/** Parses a piece of untrusted HTML, running nothing and loading nothing. */
export type HtmlReader = (html: string) => ParsedHtml;

/** How to read a parsed tree: a DOM's or parse5's. */
export interface HtmlTree<Node> {
  /** The document's body (the first body or frameset element of its root, as `document.body`). */
  body(html: string): Node | undefined;
  /** A text node's text; undefined for any other node. */
  textOf(node: Node): string | undefined;
  /** An element's lower-case local name; undefined for any other node (a comment). */
  nameOf(node: Node): string | undefined;
  /** Whether the element is in the HTML namespace (not inside `<svg>` or `<math>`). */
  isHtml(node: Node): boolean;
  childrenOf(node: Node): readonly Node[];
  attributeOf(node: Node, name: string): string | null;
}

/** Parsing more than this is wasted work: the site shows a few sentences at most. */
export const maxParsedHtmlLength = 60_000;

/** Elements whose text is not part of what a reader sees (matched by local name, in any namespace). */
const invisibleElements = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'head']);

const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** The reader of HTML parsed into `tree`. */
export function htmlReader<Node>(tree: HtmlTree<Node>): HtmlReader {
  return (html) => {
    const body = tree.body(html.slice(0, maxParsedHtmlLength));
    return {
      text: () => (body === undefined ? '' : visibleText(tree, body).replace(/\s+/g, ' ').trim()),
      imageSources: () => (body === undefined ? [] : imageSources(tree, body)),
    };
  };
}

function visibleText<Node>(tree: HtmlTree<Node>, node: Node): string {
  const text = tree.textOf(node);
  if (text !== undefined) return text;
  const name = tree.nameOf(node);
  if (name === undefined || invisibleElements.has(name)) return '';
  const inner = tree
    .childrenOf(node)
    .map((child) => visibleText(tree, child))
    .join('');
  // The DOM's tagName matches only HTML elements case-insensitively: an SVG `p` is no block.
  return tree.isHtml(node) && blockElements.has(name) ? ` ${inner} ` : inner;
}

function imageSources<Node>(tree: HtmlTree<Node>, root: Node): string[] {
  const sources: string[] = [];
  const visit = (node: Node) => {
    for (const child of tree.childrenOf(node)) {
      // As `querySelectorAll('img')`: any img below, hidden or not.
      if (tree.nameOf(child) === 'img') {
        const src = tree.attributeOf(child, 'src');
        if (src !== null) sources.push(src);
      }
      visit(child);
    }
  };
  visit(root);
  return sources;
}
