import { signalPath } from '@staycompliant/contracts/signal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueLimit, type Signal } from './signal';
import { trackEvent } from './track-event';
import { startTracker } from './tracker';

const sent = () =>
  vi.mocked(fetch).mock.calls.map(([url, init]) => {
    expect(url).toBe(signalPath);
    return JSON.parse(String(init?.body)) as Signal;
  });

beforeEach(() => {
  delete window.__staycompliantSignals;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
  );
  window.history.replaceState(null, '', '/pricing?utm_source=news&email=a@b.c');
  Object.defineProperty(document, 'referrer', { value: 'https://search.example/?q=llc', configurable: true });
  // The page was loaded at /pricing; the tests then move the URL as the app's navigations do.
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: 'http://localhost:3000/pricing?utm_source=news&email=a@b.c' } as PerformanceEntry,
  ]);
});

/** A navigation inside the site, as the router makes it. */
const navigateTo = (path: string) => window.history.pushState(null, '', path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

describe('trackEvent and the tracker', () => {
  it('sends the page load’s view first, as loaded and with its referrer, then the events recorded before it came, each with its page', () => {
    window.history.replaceState(null, '', '/services');
    trackEvent('pageview');
    window.history.replaceState(null, '', '/contact');
    trackEvent('contact_opened');
    expect(fetch).not.toHaveBeenCalled();

    startTracker({ operatorSignedIn: () => false });
    expect(sent()).toEqual([
      { n: 'pageview', u: '/pricing?utm_source=news&email=a@b.c', r: 'https://search.example/?q=llc', w: window.innerWidth, b: 0, o: 0 },
      { n: 'pageview', u: '/services', r: '', w: window.innerWidth, b: 0, o: 0 },
      { n: 'pageview', u: '/contact', r: '', w: window.innerWidth, b: 0, o: 0 },
      { n: 'contact_opened', u: '/contact', r: '', w: window.innerWidth, b: 0, o: 0 },
    ]);
  });

  it('sends each event at once after it started, as a simple text/plain request that outlives the page', () => {
    startTracker({ operatorSignedIn: () => false });
    trackEvent('estimate_made');
    expect(sent().map((signal) => signal.n)).toEqual(['pageview', 'estimate_made']);
    const [, init] = vi.mocked(fetch).mock.calls[1] ?? [];
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(typeof init?.body).toBe('string');
    expect(init?.headers).toBeUndefined();
  });

  it('gives the referrer to the page load’s view only: later views are navigations inside the site', () => {
    startTracker({ operatorSignedIn: () => false });
    navigateTo('/about');
    trackEvent('pageview');
    navigateTo('/customers');
    trackEvent('pageview');
    expect(sent().map((signal) => signal.r)).toEqual(['https://search.example/?q=llc', '', '']);
  });

  it('records one view per page: not again for its load, nor for a change of its query', () => {
    startTracker({ operatorSignedIn: () => false });
    trackEvent('pageview');
    window.history.replaceState(null, '', '/pricing?tab=legal');
    trackEvent('pageview');
    navigateTo('/pricing/estimate');
    trackEvent('pageview');
    navigateTo('/pricing/estimate?entity=llc');
    trackEvent('pageview');
    expect(sent().map((signal) => `${signal.n} ${signal.u}`)).toEqual([
      'pageview /pricing?utm_source=news&email=a@b.c',
      'pageview /pricing/estimate',
    ]);
  });

  it('an event on a page whose view is not recorded yet (its navigation still loading) comes after that view', () => {
    startTracker({ operatorSignedIn: () => false });
    navigateTo('/about');
    trackEvent('contact_opened');
    // The page's own view, once its navigation has rendered.
    trackEvent('pageview');
    expect(sent().map((signal) => `${signal.n} ${signal.u}`)).toEqual([
      'pageview /pricing?utm_source=news&email=a@b.c',
      'pageview /about',
      'contact_opened /about',
    ]);
  });

  it('sends nothing at all when the browser asks for Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    trackEvent('pageview');
    startTracker({ operatorSignedIn: () => false });
    trackEvent('newsletter_subscribed');
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__staycompliantSignals?.pending).toEqual([]);
  });

  it('marks an operator’s events and a driven browser’s, for the collector to drop', () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    startTracker({ operatorSignedIn: () => true });
    trackEvent('estimate_made');
    expect(sent()[0]).toMatchObject({ b: 1, o: 1 });
    Reflect.deleteProperty(navigator, 'webdriver');
  });

  it('sends nothing from the operators’ own pages', () => {
    vi.mocked(performance.getEntriesByType).mockReturnValue([{ name: 'http://localhost:3000/admin/analytics' } as PerformanceEntry]);
    window.history.replaceState(null, '', '/admin/analytics');
    startTracker({ operatorSignedIn: () => false });
    navigateTo('/admin/enquiries');
    trackEvent('pageview');
    expect(fetch).not.toHaveBeenCalled();
  });

  it(`holds at most ${queueLimit} events while the tracker has not loaded`, () => {
    for (let i = 0; i < queueLimit + 20; i++) trackEvent('estimate_made');
    expect(window.__staycompliantSignals?.pending).toHaveLength(queueLimit);
  });

  it('writes no cookie and nothing to storage', () => {
    localStorage.clear();
    sessionStorage.clear();
    startTracker({ operatorSignedIn: () => false });
    trackEvent('pageview');
    trackEvent('calendar_downloaded');
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('does not throw when the request fails', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startTracker({ operatorSignedIn: () => false });
    expect(() => trackEvent('estimate_made')).not.toThrow();
    await Promise.resolve();
  });
});
