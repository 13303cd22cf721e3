import { registerRemoteLoader } from '@staycompliant/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';
import { LazyPartSlot } from './lazy-part-slot';
import { loadOnce, prefetchOnce } from './load-once';
import { remoteLoadAttempts } from './load-policy';
import { forgetModuleLoads } from './module-loads';
import { isNavigationLoading } from './navigation-loads';
import { RemoteModule } from './remote-module';

function Greeting() {
  return <p>Hello founder</p>;
}

/** A loader whose answer the test gives. */
function heldLoader() {
  let answer!: (module: unknown) => void;
  let fail!: (error: Error) => void;
  const loader = vi.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { loader, answer: (module: unknown) => answer(module), fail: (error: Error) => fail(error) };
}

afterEach(() => {
  forgetModuleLoads();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prefetchOnce', () => {
  it('loads a module once however often it is asked, and a page reached meanwhile takes that load over', async () => {
    const { loader, answer } = heldLoader();
    registerRemoteLoader(loader);
    for (let ask = 0; ask < 5; ask += 1) void prefetchOnce('pricing', './PricingPage', 'intent');
    const navigation = loadOnce('pricing', './PricingPage');
    answer({ default: Greeting });
    expect(await navigation).toBe(Greeting);
    expect(await prefetchOnce('pricing', './PricingPage', 'intent')).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('once prefetched, the page renders at once, without its placeholder', async () => {
    const loader = vi.fn(async () => ({ default: Greeting }));
    registerRemoteLoader(loader);
    expect(await prefetchOnce('pricing', './PricingPage', 'idle')).toBe(true);
    render(<RemoteModule remote="pricing" module="./PricingPage" loading={<p>Loading the page…</p>} />);
    expect(screen.getByText('Hello founder')).toBeInTheDocument();
    expect(screen.queryByText('Loading the page…')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a failure is silent and not tried again; the navigation then makes its own attempts', async () => {
    vi.useFakeTimers();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    registerRemoteLoader(loader);
    expect(await prefetchOnce('resources', './ResourcesPage', 'intent')).toBe(false);
    for (let ask = 0; ask < 5; ask += 1) expect(await prefetchOnce('resources', './ResourcesPage', 'intent')).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    render(<RemoteModule remote="resources" module="./ResourcesPage" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent("This part of the page didn't load.");
    expect(loader).toHaveBeenCalledTimes(1 + remoteLoadAttempts);
  });

  it('gives up on a load that never answers within the loaders’ deadline, so a later load asks afresh', async () => {
    vi.useFakeTimers();
    const loader = vi.fn(() => new Promise<unknown>(() => {}));
    registerRemoteLoader(loader);
    const prefetch = prefetchOnce('marketing', './PartnersPage', 'intent');
    await vi.advanceTimersByTimeAsync(8000);
    expect(await prefetch).toBe(false);
    expect(isNavigationLoading()).toBe(false);
    void loadOnce('marketing', './PartnersPage');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('counts as a navigation’s load on intent, not when the browser is idle, until a press points at it', async () => {
    const { loader, answer } = heldLoader();
    registerRemoteLoader(loader);
    void prefetchOnce('marketing', './AboutPage', 'idle');
    expect(isNavigationLoading()).toBe(false);
    const intent = prefetchOnce('marketing', './AboutPage', 'intent');
    expect(isNavigationLoading()).toBe(true);
    answer({ default: Greeting });
    expect(await intent).toBe(true);
    expect(isNavigationLoading()).toBe(false);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('after a failed load of code on the page (a prefetch, a part below the fold), loads nothing more ahead', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    registerRemoteLoader(loader);
    expect(await prefetchOnce('pricing', './PricingPage', 'idle')).toBe(false);
    expect(await prefetchOnce('resources', './ResourcesPage', 'idle')).toBe(false);
    expect(loader).toHaveBeenCalledTimes(1);

    forgetModuleLoads();
    const part = lazyPart({
      name: 'The carousel',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    render(
      <LazyPartSlot part={part} placeholder={<p>Loading</p>}>
        <part.Component />
      </LazyPartSlot>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(part.status()).toBe('failed');
    loader.mockResolvedValue({ default: Greeting });
    expect(await prefetchOnce('marketing', './AboutPage', 'idle')).toBe(false);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
