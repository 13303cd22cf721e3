import type { ConsoleMessage, Page } from '@playwright/test';
import type { EarlyInputWindow } from '@staycompliant/contracts';
import { recordCspViolations } from './csp-violations';
import { expect, siteOrigins, stubExternalSites, test, waitForLiveApp } from './fixtures';
import { type PageOwner, serverRenderedRoutesOf } from './route-owners';
import { unknownPath } from './routes';

// Every page the server renders is hydrated in place by the browser (shell/src/boot/hydrate-page.tsx): the
// browser's first render must match the server's HTML exactly, or React throws the HTML away and
// renders again (in production it logs a minified error #418, #419, #423 or #425). Each team's
// hydration.spec.ts runs this for the pages it owns (shell/src/routes/route-table.ts).

interface PageWithFirstMain extends EarlyInputWindow {
  /** `document.querySelector('main')` as the DOMContentLoaded event found it: the server's node. */
  mainAtFirst?: Element | null;
  /** Whether the app was live already at DOMContentLoaded (it must not be: the node above is the server's). */
  liveAtFirst?: boolean;
}

/** Console errors and warnings and uncaught exceptions, each with where it came from. */
function recordMessages(page: Page) {
  const messages: { text: string; url: string }[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push({ text: `${message.type()}: ${message.text()}`, url: message.location().url });
    }
  });
  page.on('pageerror', (error) => messages.push({ text: `uncaught: ${error.message}\n${error.stack ?? ''}`, url: '' }));
  return messages;
}

/** Whether React has hydrated the page's h1, the remote module's (or the 404 page's) own node. */
function headingHydrated(page: Page) {
  return page
    .locator('main h1')
    .first()
    .evaluate((heading) => Object.keys(heading).some((key) => key.startsWith('__reactFiber$')));
}

/** One test per page `owner` owns: it hydrates in place, with no mismatch, no CSP violation and a quiet console. */
export function testPagesHydrateInPlace(owner: PageOwner) {
  for (const path of serverRenderedRoutesOf(owner)) {
    test(`${path} hydrates in place, with no mismatch and no CSP violation`, async ({ page }) => {
      await stubExternalSites(page);
      const messages = recordMessages(page);
      const violations = await recordCspViolations(page);
      await page.addInitScript(() => {
        document.addEventListener(
          'DOMContentLoaded',
          () => {
            const holder = window as unknown as PageWithFirstMain;
            holder.mainAtFirst = document.querySelector('main');
            holder.liveAtFirst = holder.earlyInput?.live === true;
          },
          { once: true },
        );
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(path === unknownPath ? 404 : 200);
      await waitForLiveApp(page);
      const sameMain = () =>
        page.evaluate(() => {
          const holder = window as unknown as PageWithFirstMain;
          return {
            recorded: holder.mainAtFirst instanceof HTMLElement,
            liveAtFirst: holder.liveAtFirst,
            same: holder.mainAtFirst === document.querySelector('main'),
          };
        });
      expect(await sameMain(), 'the <main> of the server is the one the live app renders into').toEqual({
        recorded: true,
        liveAtFirst: false,
        same: true,
      });

      // The remote's part of the page is a Suspense boundary, which React hydrates after the root: a
      // mismatch in it is reported only then.
      await expect.poll(() => headingHydrated(page), { message: 'React hydrated the h1' }).toBe(true);
      // The parts below the first screen too: lazy pictures (client logos, article cards, partner marks),
      // the parts whose code loads near the viewport, and the footer, each under the policy.
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      expect(await sameMain(), 'the <main> is still the server one once the whole page has hydrated').toEqual({
        recorded: true,
        liveAtFirst: false,
        same: true,
      });

      const hydration = messages.filter(({ text }) => /Minified React error|hydrat/i.test(text));
      expect(hydration, 'hydration errors').toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      const unexpected = messages.filter(({ text, url }) => {
        // The unknown path's own document answers 404, as it must; Chromium logs that.
        if (path === unknownPath && url === page.url() && /status of 404/.test(text)) return false;
        // A refused connection is tolerated only to a host that is not this site or its backend
        // (none is expected: every other host is stubbed).
        if (/ERR_CONNECTION_REFUSED/.test(text) && url && !siteOrigins.includes(new URL(url).origin)) return false;
        return true;
      });
      expect(unexpected, 'console errors and warnings').toEqual([]);
    });
  }
}
