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
 * Called once the app's first render has committed: stops holding presses, then replays those held,
 * in order, on the same elements (hydration keeps the server's nodes), so each acts as if it came
 * now. The replay waits for a task of its own: React hydrates a Suspense boundary (a remote's page)
 * after the root, and can hydrate one on demand for a press only outside its own commit.
 */
export function replayEarlyInput(): Promise<void> {
  const early = (window as { earlyInput?: EarlyInput }).earlyInput;
  if (!early || early.live) return Promise.resolve();
  early.live = true;
  const held = early.held.splice(0);
  return new Promise((resolve) =>
    setTimeout(() => {
      for (const { target, type, kind, init } of held) {
        if (!target.isConnected) continue;
        const Press = kind === 'PointerEvent' && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
        target.dispatchEvent(new Press(type, init));
      }
      resolve();
    }, 0),
  );
}
