// Reading a parsed page as its visitors and the browser tests do: by landmark, role and accessible
// name, with the text as it reads (white space collapsed).

/** The element's text as it reads: white space collapsed, trimmed. */
export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The text a screen reader reads of the element: as `textOf`, without what is aria-hidden (a required field's asterisk). */
export function accessibleText(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/** The accessible name the site's markup gives: aria-label, else the text of aria-labelledby's elements, else the text. */
export function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const ids = element.getAttribute('aria-labelledby');
  if (ids)
    return ids
      .split(/\s+/)
      .map((id) => accessibleText(element.ownerDocument.getElementById(id)))
      .join(' ');
  return accessibleText(element);
}

const matches = (name: string, wanted: string | RegExp) => (typeof wanted === 'string' ? name === wanted : wanted.test(name));

/** The elements under `root` matching `selector` whose accessible name is `name` (or matches it). */
export const allNamed = (root: ParentNode, selector: string, name: string | RegExp): Element[] =>
  [...root.querySelectorAll(selector)].filter((element) => matches(nameOf(element), name));

/** The one element under `root` matching `selector` named `name`; throws when there is none or more than one. */
export function named(root: ParentNode, selector: string, name: string | RegExp): Element {
  const found = allNamed(root, selector, name);
  if (found.length !== 1) throw new Error(`${found.length} elements ${selector} named ${String(name)}, not 1`);
  return found[0]!;
}

/** Landmarks and regions, by the role their element gives them. */
export const roles = {
  region: 'section[aria-labelledby], section[aria-label], [role="region"]',
  form: 'form[aria-labelledby], form[aria-label], [role="form"]',
  navigation: 'nav',
  link: 'a[href]',
  article: 'article',
  tab: '[role="tab"]',
  tabpanel: '[role="tabpanel"]:not([hidden])',
} as const;

/** The page's banner: a `<header>` that is not inside a sectioning element. */
export const bannerOf = (document: Document): Element | undefined =>
  [...document.querySelectorAll('header')].find((header) => !header.parentElement?.closest('main, article, aside, nav, section'));

/** The control a `<label>` with this text names. */
export function fieldLabelled(root: ParentNode, label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const element = [...root.querySelectorAll('label')].find((candidate) => accessibleText(candidate) === label);
  const control = element?.htmlFor
    ? element.ownerDocument.getElementById(element.htmlFor)
    : element?.querySelector('input, select, textarea');
  if (!control) throw new Error(`No control labelled ${label}`);
  return control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
}

/** A control's accessible description: the text of its aria-describedby's elements. */
export const descriptionOf = (control: Element): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => accessibleText(control.ownerDocument.getElementById(id)))
    .join(' ');

/** The page state the server hands the browser (`<script type="application/json" id="page-state">`). */
export interface PageState {
  modules: [remote: string, module: string][];
  nearViewport?: [remote: string, module: string][];
}

export function pageStateOf(document: Document): PageState {
  const state = document.getElementById('page-state');
  if (state?.getAttribute('type') !== 'application/json') throw new Error('No page state');
  return JSON.parse(state.textContent ?? '') as PageState;
}
