// Presses on the page's buttons before the app is live are held here and replayed once it is
// (replayEarlyInput in packages/app-runtime/src/held-presses.tsx), so no tap is lost while the page's
// scripts load and hydrate. Presses on a part still hydrating after that (inside `data-hydrating`:
// its code loads later) are held until that part is live.
// Links, <details> and popover buttons work without the app and are left alone. A classic script,
// loaded async from the head, so it listens from the first paint on. The shell's type check holds
// it to the contract's types (packages/contracts/src/early-input.ts).
/** @typedef {import('@staycompliant/contracts').EarlyInput} EarlyInput */
/** @typedef {import('@staycompliant/contracts').EarlyInputWindow} EarlyInputWindow */
/** @typedef {import('@staycompliant/contracts').HeldPress} HeldPress */
(() => {
  const pressEvents = /** @type {const} */ (['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  const pressable = 'button:not([popovertarget]):not(:disabled), [role="tab"], [role="button"]';
  const maxHeld = 25;
  /** @type {HeldPress[]} */
  const held = [];
  /** @type {EarlyInput} */
  const state = { live: false, held };
  /** @type {EarlyInputWindow} */ (window).earlyInput = state;

  /** @param {MouseEvent} event */
  function hold(event) {
    if (!(event.target instanceof Element)) return;
    if (state.live && !event.target.closest('[data-hydrating]')) return;
    const target = event.target.closest(pressable);
    if (!target || held.length >= maxHeld) return;
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
    const {
      bubbles,
      cancelable,
      composed,
      button,
      buttons,
      clientX,
      clientY,
      screenX,
      screenY,
      detail,
      ctrlKey,
      shiftKey,
      altKey,
      metaKey,
    } = event;
    const init = {
      bubbles,
      cancelable,
      composed,
      button,
      buttons,
      clientX,
      clientY,
      screenX,
      screenY,
      detail,
      ctrlKey,
      shiftKey,
      altKey,
      metaKey,
    };
    if (event instanceof PointerEvent)
      Object.assign(init, { pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary });
    return init;
  }

  for (const type of pressEvents) window.addEventListener(type, hold, { capture: true });
})();
