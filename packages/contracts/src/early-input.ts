// The early-press contract: shell/src/boot/early-input.ts (hold-early-presses.ts), bundled into a classic script inlined in the page's head,
// holds presses on the page's buttons in `window.earlyInput` (type-checked against these types), and
// app-runtime's held-presses.tsx replays them once the app is live (docs/architecture/server-rendering.md, "Server rendering").

/** A press held before its part of the page was live, to be dispatched again on the same element. */
export interface HeldPointerPress {
  target: Element;
  type: string;
  kind: 'PointerEvent' | 'MouseEvent';
  init: PointerEventInit;
}

/**
 * A key held before its part of the page was live (arrows, Home, End, Enter, Space on a control):
 * replayed as a keydown on whatever has focus by then, since an earlier key may have moved it.
 */
export interface HeldKeyPress {
  target: Element;
  type: 'keydown';
  kind: 'KeyboardEvent';
  init: KeyboardEventInit;
}

export type HeldPress = HeldPointerPress | HeldKeyPress;

/** What shell/src/boot/hold-early-presses.ts keeps on `window.earlyInput`. */
export interface EarlyInput {
  /** True once the app's first render has committed (replayEarlyInput sets it). */
  live: boolean;
  /** The presses held, oldest first. */
  held: HeldPress[];
}

/** The window as the early-input script leaves it: `earlyInput` is absent where that script did not run (a page without it, or a policy that blocked it). */
export interface EarlyInputWindow {
  earlyInput?: EarlyInput;
}
