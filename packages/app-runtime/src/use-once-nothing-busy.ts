import { useEffect, useState } from 'react';
import { isNothingBusy, whenNothingBusy } from './when-nothing-busy';

const busyWaitCapMs = 3000;

/**
 * True once nothing in the document is loading (no `aria-busy="true"`), and from then on: until the
 * page's loading parts have settled, where things will end up on the page is not known yet.
 */
export function useOnceNothingBusy(): boolean {
  // Judged after commit: during render, the siblings this part arrives with are not in the document yet.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    if (isNothingBusy()) {
      setSettled(true);
      return;
    }
    let mounted = true;
    void whenNothingBusy(document.body, busyWaitCapMs).then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, [settled]);
  return settled;
}
