import { registerRemoteLoader } from '@staycompliant/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// What was prefetched lives for the page's life (packages/app-runtime/src/module-loads.ts), as
// in the browser: each test imports the modules afresh, as a page just opened.
async function freshPage() {
  vi.resetModules();
  // A failed load earlier stops loading ahead for the page's life; the flag is on the global object.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('staycompliant.code-load-failed')];
  const [{ routeOf }, { prefetchOnIntent }, { prefetchWhenIdle }] = await Promise.all([
    import('../federation/route-prefetch'),
    import('./prefetch-on-intent'),
    import('./prefetch-when-idle'),
  ]);
  return { routeOf, prefetchOnIntent, prefetchWhenIdle };
}

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

/** The loader's calls for page modules (the footer's form is loaded with the first of them). */
const pageLoads = (loader: { mock: { calls: unknown[][] } }) => loader.mock.calls.filter(([, module]) => module !== './NewsletterForm');

const intents = () => [
  new PointerEvent('pointerover', { bubbles: true }),
  new FocusEvent('focusin', { bubbles: true }),
  new Event('touchstart', { bubbles: true }),
  new PointerEvent('pointerover', { bubbles: true }),
];

/** PerformanceObserver as the browser gives it for resource and long-task entries: the test reports each entry. */
function fakeActivityObservers() {
  const observers = new Map<FakeObserver, string>();
  class FakeObserver {
    static supportedEntryTypes = ['resource', 'longtask', 'paint'];
    constructor(private readonly callback: () => void) {}
    observe({ type }: { type: string }) {
      observers.set(this, type);
    }
    disconnect() {
      observers.delete(this);
    }
    report() {
      this.callback();
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report(type: string) {
      for (const [observer, observed] of observers) if (observed === type) observer.report();
    },
    observing: () => observers.size,
  };
}

let stopListening = () => {};

// The first import transforms the route table, the footer and app-runtime, which on a busy machine
// takes longer than one test's 5 s; done once here, each test's fresh import reads them transformed.
beforeAll(() => freshPage(), 30_000);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  stopListening();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('routeOf', () => {
  it('finds the page a path belongs to as the router ranks routes, and none for a path no route owns', async () => {
    const { routeOf } = await freshPage();
    expect(routeOf('/resources/compliance-calendar')).toMatchObject({ remote: 'resources', module: './ComplianceCalendarPage' });
    expect(routeOf('/services/')).toMatchObject({ module: './ServicesPage' });
    expect(routeOf('/services/tax-filing')).toMatchObject({ module: './ServiceDetailPage' });
    expect(routeOf('/no-such-page')).toBeUndefined();
  });
});

describe('prefetchOnIntent', () => {
  it('loads the page behind an in-site link once, however many hints of intent, through the loader the router uses', async () => {
    const loader = vi.fn(async () => ({ default: () => null }));
    registerRemoteLoader(loader);
    const { prefetchOnIntent } = await freshPage();
    stopListening = prefetchOnIntent();
    const pricing = link('/pricing');
    const inside = document.createElement('span');
    pricing.append(inside);
    const tab = link('/pricing?tab=tax');
    for (const target of [pricing, inside, tab]) for (const event of intents()) target.dispatchEvent(event);
    // With the footer's form, which React hydrates before it shows the new page.
    expect(loader.mock.calls).toEqual([
      ['contact', './NewsletterForm'],
      ['pricing', './PricingPage'],
    ]);
  });

  it('two links to one page module (two service pages) load it once', async () => {
    const loader = vi.fn(async () => ({ default: () => null }));
    registerRemoteLoader(loader);
    const { prefetchOnIntent } = await freshPage();
    stopListening = prefetchOnIntent();
    for (const target of [link('/services/legal'), link('/services/tax-filing')])
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(pageLoads(loader)).toEqual([['marketing', './ServiceDetailPage']]);
  });

  it('leaves alone links to other sites, to the page the visitor is on, to paths no route owns, new tabs and downloads', async () => {
    const loader = vi.fn(async () => ({ default: () => null }));
    registerRemoteLoader(loader);
    window.history.replaceState(null, '', '/partners');
    const { prefetchOnIntent } = await freshPage();
    stopListening = prefetchOnIntent();
    const ignored = [
      link('https://medium.com/@staycompliant'),
      link('/partners#offers'),
      link('/no-such-page'),
      link('/customers', { target: '_blank' }),
      link('/cookies', { download: '' }),
    ];
    for (const target of ignored) for (const event of intents()) target.dispatchEvent(event);
    expect(loader).not.toHaveBeenCalled();
  });

  it('a prefetch that fails is not tried again, whatever the visitor does next', async () => {
    const loader = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    registerRemoteLoader(loader);
    const { prefetchOnIntent } = await freshPage();
    stopListening = prefetchOnIntent();
    const terms = link('/terms-of-service');
    for (let round = 0; round < 3; round += 1) {
      for (const event of intents()) terms.dispatchEvent(event);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(pageLoads(loader)).toHaveLength(1);
  });
});

describe('prefetchWhenIdle', () => {
  it('waits for the page’s loading parts, then for 3 s without a resource loaded or a long task, then loads each step of links 1 s apart, each in an idle period of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const activity = fakeActivityObservers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const loader = vi.fn(async () => ({ default: () => null }));
    registerRemoteLoader(loader);
    const busy = document.createElement('div');
    busy.setAttribute('aria-busy', 'true');
    document.body.append(busy);
    const settle = async (ms = 0) => {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      await vi.advanceTimersByTimeAsync(ms);
    };

    const { prefetchWhenIdle } = await freshPage();
    const done = prefetchWhenIdle([['/pricing/estimate'], ['/customers', '/partners'], ['/pricing/estimate']]);
    await settle();
    busy.setAttribute('aria-busy', 'false');
    await settle(2000);
    // A part's picture arrives, then a long task runs: each starts the quiet period anew.
    activity.report('resource');
    await settle(2000);
    activity.report('longtask');
    await settle(2999);
    expect(idle).toHaveLength(0);
    expect(performance.getEntriesByName('loading pages ahead')).toHaveLength(1);
    await settle(1);
    expect(idle).toHaveLength(1);
    expect(activity.observing()).toBe(0);
    expect(loader).not.toHaveBeenCalled();

    idle.shift()?.();
    await settle();
    expect(pageLoads(loader)).toEqual([['pricing', './CostEstimatorPage']]);
    await settle(999);
    expect(idle).toHaveLength(0);
    await settle(1);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    await settle();
    // A step's links come one after another, and are marked together.
    expect(pageLoads(loader)).toEqual([
      ['pricing', './CostEstimatorPage'],
      ['marketing', './CustomersPage'],
      ['marketing', './PartnersPage'],
    ]);
    expect(performance.getEntriesByName('prefetched /customers')).toHaveLength(1);
    expect(performance.getEntriesByName('prefetched /partners')).toHaveLength(1);
    await settle(1000);
    idle.shift()?.();
    await done;
    expect(pageLoads(loader)).toHaveLength(3);
  });

  it('after a navigation, waits until the new page has been quiet for 3 s before the next step', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fakeActivityObservers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const loader = vi.fn(async () => ({ default: () => null }));
    registerRemoteLoader(loader);
    const { prefetchWhenIdle } = await freshPage();
    void prefetchWhenIdle([['/customers'], ['/partners']]);
    await vi.advanceTimersByTimeAsync(3001);
    expect(pageLoads(loader)).toEqual([['marketing', './CustomersPage']]);
    // The visitor presses a link right after the first step's mark.
    window.history.pushState(null, '', '/about');
    await vi.advanceTimersByTimeAsync(3900);
    expect(pageLoads(loader)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(pageLoads(loader)).toEqual([
      ['marketing', './CustomersPage'],
      ['marketing', './PartnersPage'],
    ]);
  });

  it('a page that is never quiet loads the pages ahead 10 s after its load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const activity = fakeActivityObservers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const loader = vi.fn(async () => ({ default: () => null }));
    registerRemoteLoader(loader);
    const { prefetchWhenIdle } = await freshPage();
    void prefetchWhenIdle([['/partners']]);
    for (let second = 0; second < 9; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      activity.report('resource');
    }
    expect(loader).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1);
    expect(pageLoads(loader)).toEqual([['marketing', './PartnersPage']]);
  });

  it('loads nothing ahead for a visitor who asked the browser to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const loader = vi.fn(async () => ({ default: () => null }));
    registerRemoteLoader(loader);
    const { prefetchWhenIdle } = await freshPage();
    await prefetchWhenIdle([['/privacy-policy']]);
    expect(loader).not.toHaveBeenCalled();
  });
});
