import type { EarlyInput, EarlyInputWindow, HeldPress } from '@staycompliant/contracts';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';
import type { AnyLazyPart } from './lazy-part';
import { LazyPartFailure, PlaceholderUntilFailed } from './lazy-part-slot';

/** Marks a server-rendered part whose code loads after the page's: presses on it are held until it hydrates. */
const stillHydrating = '[data-hydrating]';

/** What the shell's early-input script (src/boot/hold-early-presses.ts) keeps on `window.earlyInput`, once it has run. */
function earlyInput() {
  return (window as EarlyInputWindow).earlyInput;
}

/**
 * Replays held presses, in order, on the same elements (hydration keeps the server's nodes), so each
 * acts as if it came now. It waits for a task of its own: React hydrates a Suspense boundary after
 * the commit that reveals it, and can hydrate one on demand for a press only outside a commit.
 */
function replay(presses: HeldPress[]): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      for (const press of presses) {
        if (!press.target.isConnected) continue;
        if (press.kind === 'KeyboardEvent') {
          replayKey(press.target, press.init);
          continue;
        }
        const Press = press.kind === 'PointerEvent' && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
        press.target.dispatchEvent(new Press(press.type, press.init));
      }
      resolve();
    }, 0),
  );
}

/** Controls on which Enter and Space act as a click, as the browser would have made one. */
const activatedByKeys = 'button, [role="tab"], [role="button"]';

/**
 * A held key goes to what has focus now (an arrow replayed before it may have moved focus, as it
 * would have live), or to its own control if focus has left the page's content. A dispatched key
 * makes no click, so Enter and Space on a button that did not take the key click it.
 */
function replayKey(target: Element, init: KeyboardEventInit) {
  const focused = document.activeElement;
  const receiver = focused && focused !== document.body && focused.isConnected ? focused : target;
  const keydown = new KeyboardEvent('keydown', init);
  receiver.dispatchEvent(keydown);
  const activates = init.key === 'Enter' || init.key === ' ';
  if (activates && !keydown.defaultPrevented && receiver instanceof HTMLElement && receiver.matches(activatedByKeys)) receiver.click();
}

/** Takes out of the held presses those `belongs` picks, keeping the rest held. */
function takeHeld(early: EarlyInput, belongs: (target: Element) => boolean): HeldPress[] {
  const taken = early.held.filter(({ target }) => belongs(target));
  const kept = early.held.filter(({ target }) => !belongs(target));
  early.held.splice(0, early.held.length, ...kept);
  return taken;
}

/**
 * Called once the app's first render has committed: presses now reach the app directly, and those
 * held are replayed, except presses on a part still hydrating (HoldPressesUntilHydrated), which wait
 * for that part.
 */
export function replayEarlyInput(): Promise<void> {
  const early = earlyInput();
  if (!early || early.live) return Promise.resolve();
  early.live = true;
  return replay(takeHeld(early, (target) => target.closest(stillHydrating) === null));
}

function replayHeldIn(region: Element): Promise<void> {
  region.removeAttribute('data-hydrating');
  const early = earlyInput();
  return early ? replay(takeHeld(early, (target) => region.contains(target))) : Promise.resolve();
}

function Hydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (region.current) void replayHeldIn(region.current);
  }, [region]);
  return null;
}

export interface HoldPressesUntilHydratedProps {
  /** The lazy part (`lazyPart`) whose code may arrive after the page is live. */
  part: AnyLazyPart;
  /** That part, server-rendered: `<part.Component … />`. */
  children: ReactNode;
  /** Shown while that code loads where the server did not render the part (a page reached by a link). */
  fallback: ReactNode;
}

/**
 * A Suspense boundary whose server HTML stays while its code loads, and stays if that code cannot
 * load: the part's notice with Retry shows beside it, outside the region, where a press on Retry is
 * not held. React drops a press on a part it has not hydrated yet; shell/src/boot/hold-early-presses.ts holds
 * presses inside `data-hydrating`, and they are replayed here once the part is live.
 */
export function HoldPressesUntilHydrated({ part, children, fallback }: HoldPressesUntilHydratedProps) {
  const region = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={region} data-hydrating="" className="contents">
        <Suspense fallback={<PlaceholderUntilFailed part={part}>{fallback}</PlaceholderUntilFailed>}>
          {children}
          <Hydrated region={region} />
        </Suspense>
      </div>
      <LazyPartFailure part={part} />
    </>
  );
}
