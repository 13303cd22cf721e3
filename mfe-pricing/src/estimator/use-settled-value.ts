import { useEffect, useRef, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`; undefined until it first changes. A live
 * region fed by it speaks once a visitor pauses, not on every keystroke, and says nothing on load.
 */
export function useSettledValue<T>(value: T, delayMs: number): T | undefined {
  const initial = useRef(value);
  const changed = useRef(false);
  const [settled, setSettled] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (!changed.current && Object.is(value, initial.current)) return;
    changed.current = true;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
