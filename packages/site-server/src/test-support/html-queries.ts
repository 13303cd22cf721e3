// Reading a parsed page as its visitors and the browser tests do: by landmark, role and accessible
// name, with the text as it reads (white space collapsed).
import { computeAccessibleDescription, computeAccessibleName, getRole } from 'dom-accessibility-api';

/** The element's text as it reads: white space collapsed, trimmed. */
export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The element's accessible name, computed as browsers do (dom-accessibility-api, Testing Library's). */
export const nameOf = (element: Element): string => computeAccessibleName(element);

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

const landmarkRoles = new Set(['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search']);

/**
 * Every landmark of the page as axe's landmark-unique reads them: its role and its accessible name
 * (lower-cased). A `<header>` or `<footer>` inside a sectioning element or `<main>` is none, a
 * `<section>` or `<form>` only with a name; what is hidden (`hidden`, `aria-hidden`, a closed
 * popover) is left out. CSS is not read: a part hidden at one width by its classes counts.
 */
export function landmarksOf(document: Document): { role: string; name: string; element: Element }[] {
  return [...document.body.querySelectorAll('*')].flatMap((element) => {
    const role = getRole(element);
    if (!role || !landmarkRoles.has(role)) return [];
    if (element.closest('[hidden], [aria-hidden="true"], [popover], template')) return [];
    const tag = element.localName;
    if ((tag === 'header' || tag === 'footer') && element.parentElement?.closest('article, aside, main, nav, section')) return [];
    const name = nameOf(element).toLowerCase();
    if ((tag === 'section' || tag === 'form') && !name) return [];
    return [{ role, name, element }];
  });
}

/** The page's banner: a `<header>` that is not inside a sectioning element. */
export const bannerOf = (document: Document): Element | undefined =>
  [...document.querySelectorAll('header')].find((header) => !header.parentElement?.closest('main, article, aside, nav, section'));

/** The one form control under `root` whose accessible name is `label` (its `<label>`, or aria-label). */
export const fieldLabelled = (root: ParentNode, label: string) =>
  named(root, 'input, select, textarea', label) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control's accessible description (its aria-describedby's text). */
export const descriptionOf = (control: Element): string => computeAccessibleDescription(control);

/** The page state the server hands the browser (`<script type="application/json" id="page-state">`). */
export interface PageState {
  modules: [remote: string, module: string][];
  nearViewport?: [remote: string, module: string][];
  /** The queries the page read, dehydrated (TanStack Query's shape, as much as the tests read). */
  queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

export function pageStateOf(document: Document): PageState {
  const state = document.getElementById('page-state');
  if (state?.getAttribute('type') !== 'application/json') throw new Error('No page state');
  return JSON.parse(state.textContent ?? '') as PageState;
}
