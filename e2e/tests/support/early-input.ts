import type { Page, TestInfo } from '@playwright/test';
import type { EarlyInputWindow } from '@staycompliant/contracts';
import { expect, slowCpu, stubExternalSites } from './fixtures';

// A visitor on a slow phone taps what the server's HTML shows before the app is live.
// shell/src/boot/hold-early-presses.ts (inline in the head) holds those presses, and app-runtime's
// replayEarlyInput replays them once the app has hydrated: each control must then act as if it had
// been tapped now. Each owner's early-input.spec.ts taps its own controls (server-rendering/ the header's).

interface Press {
  control: string;
  /** Whether the early-input script had run: it is inline in the head, so before the first button. */
  scriptLoaded: boolean;
  live: boolean;
}

/**
 * Opens `path` on a CPU four times slower, and returns as soon as the response starts: the test then
 * taps as soon as a control shows. Every trusted click is recorded with the app's state at that moment.
 */
export async function openOnASlowPhone(page: Page, path: string) {
  await stubExternalSites(page);
  await page.addInitScript(() => {
    const presses: Press[] = [];
    (window as unknown as { presses: Press[] }).presses = presses;
    // Added before the page's own scripts run, so this sees each click and key first.
    for (const type of ['click', 'keydown']) {
      window.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          const control =
            event.target instanceof Element ? event.target.closest('button, a, [role="tab"], [role="button"], [role="region"]') : null;
          const name = control?.getAttribute('aria-label') ?? control?.textContent?.trim() ?? '';
          const early = (window as EarlyInputWindow).earlyInput;
          const pressed = event instanceof KeyboardEvent ? `${event.key} on ${name}` : name;
          presses.push({ control: pressed, scriptLoaded: early !== undefined, live: early?.live === true });
        },
        { capture: true },
      );
    }
  });
  await slowCpu(page, 4);
  await page.goto(path, { waitUntil: 'commit' });
}

/** The last tap was made before the app was live, and the early-input script held it. */
export async function expectTapHeld(page: Page, control: string | RegExp) {
  const press = await page.evaluate(() => (window as unknown as { presses: Press[] }).presses.at(-1));
  expect(press, 'the tap reached the page').toBeDefined();
  expect(press!.control).toMatch(control);
  expect(press, 'tapped before the app was live, with the early-input script listening').toMatchObject({ scriptLoaded: true, live: false });
}

export const mobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A page on a CPU four times slower, on two busy cores, takes 5-10 s to go live. */
export const slowPhoneTimeout = 60_000;
