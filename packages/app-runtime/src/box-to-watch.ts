/**
 * The element whose box tells where `element` is. A part inside a `content-visibility: auto`
 * ancestor (a page band off screen) has no layout until that band renders, so an observer of the
 * part would see it only once the visitor is already there; the band itself is laid out at its
 * remembered or estimated height.
 */
export function boxToWatch(element: Element): Element {
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (getComputedStyle(ancestor).getPropertyValue('content-visibility') === 'auto') return ancestor;
  }
  return element;
}
