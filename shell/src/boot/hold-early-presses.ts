import type { EarlyInput, EarlyInputWindow, HeldPress } from '@staycompliant/contracts';

const pressEvents = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;
const pressable = 'button:not([popovertarget]):not(:disabled), [role="tab"], [role="button"]';
const keyable = `${pressable}, [aria-roledescription="carousel"]`;
const heldKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' '];
const maxHeld = 25;
/** What a replayed press needs of the original: where, which button, and its modifier keys. */
const mouseEventFields = [
  'bubbles',
  'cancelable',
  'composed',
  'button',
  'buttons',
  'clientX',
  'clientY',
  'screenX',
  'screenY',
  'detail',
  'ctrlKey',
  'shiftKey',
  'altKey',
  'metaKey',
] as const;

function copyOf(event: MouseEvent): PointerEventInit {
  const init: Record<string, unknown> = {};
  for (const key of mouseEventFields) init[key] = event[key];
  if (event instanceof PointerEvent)
    Object.assign(init, { pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary });
  return init;
}

/**
 * Holds presses on the page's buttons made before the app is live in `window.earlyInput`, for
 * replayEarlyInput (packages/app-runtime/src/held-presses.tsx) to replay once it is, so no tap is
 * lost while the page's scripts load and hydrate. Keys that act on a focused control (arrows, Home,
 * End, Enter, Space) are held the same way; Tab and typing work without the app. Presses on a part
 * still hydrating after that (inside `data-hydrating`: its code loads later) are held until that
 * part is live. Links, `<details>` and popover buttons work without the app and are left alone.
 * Returns the function that stops listening (the page never calls it).
 */
export function holdEarlyPresses(window: Window & EarlyInputWindow): () => void {
  /** The control a held Enter or Space was pressed on: the click the browser makes of it is dropped, the key replayed. */
  let keyClickTarget: Element | null = null;
  const held: HeldPress[] = [];
  const state: EarlyInput = { live: false, held };
  window.earlyInput = state;

  const heldHere = (event: Event) => event.target instanceof Element && (!state.live || event.target.closest('[data-hydrating]') !== null);

  const holdKey = (event: KeyboardEvent) => {
    if (!heldHere(event) || !heldKeys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = (event.target as Element).closest(keyable);
    if (!target || held.length >= maxHeld) return;
    // The key's default (scrolling, or the click Enter and Space make on a button) waits for the app too.
    event.preventDefault();
    if (event.key === 'Enter' || event.key === ' ') keyClickTarget = target;
    const { key, code, shiftKey, bubbles, cancelable, composed } = event;
    held.push({ target, type: 'keydown', kind: 'KeyboardEvent', init: { key, code, shiftKey, bubbles, cancelable, composed } });
  };

  const hold = (event: MouseEvent) => {
    if (!heldHere(event)) return;
    const target = (event.target as Element).closest(pressable);
    if (!target || held.length >= maxHeld) return;
    // A click made by a key (detail 0) on the control a held key was pressed on is that key's: it is replayed as the key.
    if (event.type === 'click' && event.detail === 0 && target === keyClickTarget) {
      event.preventDefault();
      keyClickTarget = null;
      return;
    }
    // Only the click's default (a form's submission) waits for the app. A prevented pointerdown
    // would stop the browser sending mousedown and mouseup, on which some controls act (Radix tabs).
    if (event.type === 'click') event.preventDefault();
    held.push({ target, type: event.type, kind: event instanceof PointerEvent ? 'PointerEvent' : 'MouseEvent', init: copyOf(event) });
  };

  for (const type of pressEvents) window.addEventListener(type, hold, { capture: true });
  window.addEventListener('keydown', holdKey, { capture: true });
  return () => {
    for (const type of pressEvents) window.removeEventListener(type, hold, { capture: true });
    window.removeEventListener('keydown', holdKey, { capture: true });
  };
}
