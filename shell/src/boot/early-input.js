// Presses on the page's buttons before the app is live are held here and replayed once it is
// (replayEarlyInput in packages/app-runtime/src/held-presses.tsx), so no tap is lost while the page's
// scripts load and hydrate. Keys that act on a focused control (arrows, Home, End, Enter, Space) are
// held the same way; Tab and typing work without the app. Presses on a part still hydrating after that (inside `data-hydrating`:
// its code loads later) are held until that part is live.
// Links, <details> and popover buttons work without the app and are left alone. A classic script that
// the build writes inline into the page's head (build/inline-early-input.ts), so it listens before the
// first button is parsed. The shell's type check holds it to the contract's types
// (packages/contracts/src/early-input.ts).
/** @typedef {import('@staycompliant/contracts').EarlyInput} EarlyInput */
/** @typedef {import('@staycompliant/contracts').EarlyInputWindow} EarlyInputWindow */
/** @typedef {import('@staycompliant/contracts').HeldPress} HeldPress */
(() => {
  const pressEvents = /** @type {const} */ (['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  const pressable = 'button:not([popovertarget]):not(:disabled), [role="tab"], [role="button"]';
  const keyable = `${pressable}, [aria-roledescription="carousel"]`;
  const heldKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' '];
  const maxHeld = 25;
  /** What a replayed press needs of the original: where, which button, and its modifier keys. */
  const mouseEventFields = /** @type {const} */ ([
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
  ]);
  /** The control a held Enter or Space was pressed on: the click the browser makes of it is dropped, the key replayed. */
  let keyClickTarget = /** @type {Element | null} */ (null);
  /** @type {HeldPress[]} */
  const held = [];
  /** @type {EarlyInput} */
  const state = { live: false, held };
  /** @type {EarlyInputWindow} */ (window).earlyInput = state;

  /** @param {Event} event */
  function heldHere(event) {
    if (!(event.target instanceof Element)) return false;
    return !state.live || event.target.closest('[data-hydrating]') !== null;
  }

  /** @param {KeyboardEvent} event */
  function holdKey(event) {
    if (!heldHere(event) || !heldKeys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = /** @type {Element} */ (event.target).closest(keyable);
    if (!target || held.length >= maxHeld) return;
    // The key's default (scrolling, or the click Enter and Space make on a button) waits for the app too.
    event.preventDefault();
    if (event.key === 'Enter' || event.key === ' ') keyClickTarget = target;
    const { key, code, shiftKey, bubbles, cancelable, composed } = event;
    held.push({ target, type: 'keydown', kind: 'KeyboardEvent', init: { key, code, shiftKey, bubbles, cancelable, composed } });
  }

  /** @param {MouseEvent} event */
  function hold(event) {
    if (!heldHere(event)) return;
    const target = /** @type {Element} */ (event.target).closest(pressable);
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
  }

  /**
   * @param {MouseEvent} event
   * @returns {PointerEventInit}
   */
  function copyOf(event) {
    /** @type {Record<string, unknown>} */
    const init = {};
    for (const key of mouseEventFields) init[key] = event[key];
    if (event instanceof PointerEvent)
      Object.assign(init, { pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary });
    return init;
  }

  for (const type of pressEvents) window.addEventListener(type, hold, { capture: true });
  window.addEventListener('keydown', holdKey, { capture: true });

  // The app's script and module hints wait in a <template> (build/scripts-after-the-page.ts) until
  // the whole HTML is parsed and its first frame painted: run before that frame, the app's code, a
  // long task on a phone, would hold the page's first paint back, and fetched before it, it would
  // share the page's first round trips. A background tab paints nothing until shown, and a page
  // with nothing to paint gets no paint entry: those load without waiting past the bound.
  const paintWaitLimitMs = 3000;
  let appLoaded = false;
  function loadApp() {
    if (appLoaded) return;
    appLoaded = true;
    const template = document.getElementById('app-after-paint');
    if (template instanceof HTMLTemplateElement) document.head.append(template.content);
  }
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') return loadApp();
    setTimeout(loadApp, paintWaitLimitMs);
    const paintEntries = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!paintEntries) return requestAnimationFrame(() => setTimeout(loadApp, 0));
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      loadApp();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
})();
