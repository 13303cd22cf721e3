import { useEffect, useState } from 'react';

const busySelector = '[aria-busy="true"]';
/** A part that never stops loading must not hold back the rest of the page for good. */
const busyWaitCapMs = 3000;

const nothingBusy = () => document.querySelector(busySelector) === null;

/**
 * True once nothing in the document is loading (no `aria-busy="true"`), and from then on: until the
 * page's loading parts have settled, where things will end up on the page is not known yet.
 */
export function useOnceNothingBusy(): boolean {
  // Judged after commit: during render, the siblings this part arrives with are not in the document yet.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const settle = () => {
      observer.disconnect();
      clearTimeout(cap);
      setSettled(true);
    };
    const observer = new MutationObserver(() => nothingBusy() && settle());
    const cap = setTimeout(settle, busyWaitCapMs);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    if (nothingBusy()) settle();
    return () => {
      observer.disconnect();
      clearTimeout(cap);
    };
  }, [settled]);
  return settled;
}
