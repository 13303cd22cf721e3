/** What public/early-input.js keeps on `window.earlyInput` until the app is live. */
interface HeldPress {
  target: Element;
  type: string;
  kind: 'PointerEvent' | 'MouseEvent';
  init: PointerEventInit;
}

interface EarlyInput {
  live: boolean;
  held: HeldPress[];
}

/**
 * Called once the app has hydrated: stops holding presses and replays those held, in order, on the
 * same elements (hydration keeps the server's nodes), so each acts as if it came now.
 */
export function replayEarlyInput(): void {
  const early = (window as { earlyInput?: EarlyInput }).earlyInput;
  if (!early || early.live) return;
  early.live = true;
  for (const { target, type, kind, init } of early.held.splice(0)) {
    if (!target.isConnected) continue;
    const Press = kind === 'PointerEvent' && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    target.dispatchEvent(new Press(type, init));
  }
}
