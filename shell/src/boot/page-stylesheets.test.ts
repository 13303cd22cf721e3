import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What was linked lives for the page's life: each test imports the modules afresh, as a page just opened.
async function freshPage() {
  vi.resetModules();
  const [headAfterPaint, pageStylesheets, remoteStyles] = await Promise.all([
    import('./head-after-paint'),
    import('./page-stylesheets'),
    import('../federation/remote-styles'),
  ]);
  return { ...headAfterPaint, ...pageStylesheets, ...remoteStyles };
}

/** The page as the server writes it: the pricing page's HTML, its rules inline, the whole sheets and a module hint after paint. */
function serverPage() {
  document.head.innerHTML = [
    '<style data-href="/assets/index-shell.css">.flex{display:flex}</style>',
    '<style data-href="/remotes/pricing/plan-display.css">.grid{display:grid}</style>',
    '<template id="head-after-paint"><link rel="stylesheet" href="/assets/index-shell.css"><link rel="stylesheet" href="/remotes/pricing/plan-display.css"><link rel="modulepreload" fetchpriority="low" href="/remotes/pricing/remoteEntry.js"></template>',
  ].join('');
  document.body.innerHTML =
    '<div id="root"><div data-remote="pricing" data-module="./PricingPage" class="contents"><h1 class="flex">Pricing</h1></div></div>';
  (window as unknown as Record<string, string[]>)['css__pricing__./PricingPage'] = ['/remotes/pricing/plan-display.css'];
  (window as unknown as Record<string, string[]>)['css__pricing__./CostEstimatorPage'] = ['/remotes/pricing/plan-display.css'];
}

const linked = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname);

/** The browser's side of a stylesheet link: each one added loads at once. */
function loadEachLinkedSheet() {
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement) queueMicrotask(() => node.dispatchEvent(new Event('load')));
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

let observer: MutationObserver;
beforeEach(() => {
  serverPage();
  observer = loadEachLinkedSheet();
});
afterEach(() => {
  observer.disconnect();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('after paint', () => {
  it('applies the module hints and links no whole stylesheet', async () => {
    const { applyHeadAfterPaint } = await freshPage();
    applyHeadAfterPaint();
    applyHeadAfterPaint();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    expect(linked()).toEqual([]);
  });

  it('links the page’s whole stylesheets once, at the visitor’s first press, and resolves when they have loaded', async () => {
    const { applyHeadAfterPaint, linkPageStylesheetsOnFirstUse, linkPageStylesheets } = await freshPage();
    applyHeadAfterPaint();
    const stop = linkPageStylesheetsOnFirstUse();
    document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(linked()).toEqual([]);
    document.querySelector('h1')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(linked()).toEqual(['/assets/index-shell.css', '/remotes/pricing/plan-display.css']);
    document.querySelector('h1')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await linkPageStylesheets();
    expect(linked()).toEqual(['/assets/index-shell.css', '/remotes/pricing/plan-display.css']);
    stop();
  });
});

describe('linkRemoteStyles', () => {
  it('links nothing for a module the server rendered into the page: its rules are inline', async () => {
    const { noteModulesStyledInline, linkRemoteStyles } = await freshPage();
    noteModulesStyledInline();
    await linkRemoteStyles('pricing', './PricingPage');
    expect(linked()).toEqual([]);
  });

  it('links the whole sheet of a module the page does not hold, once, though its rules for this page are inline, and waits for it', async () => {
    const { noteModulesStyledInline, linkRemoteStyles, applyHeadAfterPaint, linkPageStylesheets } = await freshPage();
    observer.disconnect();
    noteModulesStyledInline();
    applyHeadAfterPaint();
    let shown = false;
    const estimator = linkRemoteStyles('pricing', './CostEstimatorPage').then(() => {
      shown = true;
    });
    await Promise.resolve();
    expect(linked()).toEqual(['/remotes/pricing/plan-display.css']);
    expect(shown).toBe(false);
    document.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    await estimator;
    // The page's own sheets later: the one already linked is not linked again.
    observer = loadEachLinkedSheet();
    await linkPageStylesheets();
    expect(linked()).toEqual(['/remotes/pricing/plan-display.css', '/assets/index-shell.css']);
  });

  it('a page the server did not render links every module’s sheets', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { noteModulesStyledInline, linkRemoteStyles } = await freshPage();
    noteModulesStyledInline();
    await linkRemoteStyles('pricing', './PricingPage');
    expect(linked()).toEqual(['/remotes/pricing/plan-display.css']);
  });
});
