import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoldPressesUntilHydrated } from './held-presses';
import { lazyPart } from './lazy-part';
import { LazyPartSlot } from './lazy-part-slot';
import { remoteLoadAttempts } from './load-policy';
import { trackNavigationLoad } from './navigation-loads';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const notice = /Part of this section didn't load/;
const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LazyPartSlot', () => {
  it('shows the placeholder while the code loads, then the part', async () => {
    const part = lazyPart({ name: 'Counter', load: async () => Counter });
    render(
      <LazyPartSlot part={part} placeholder={<p>Loading the counter</p>}>
        <part.Component label="Presses" />
      </LazyPartSlot>,
    );
    expect(screen.getByText('Loading the counter')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Presses 0' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries a failing load 3 times, 0.5 s then 1 s apart, then shows a notice in its place, and Retry loads again', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Counter>>(unreachable);
    const part = lazyPart({ name: 'Counter', load });
    render(
      <main>
        <h1>The page</h1>
        <LazyPartSlot part={part} placeholder={<p>Loading the counter</p>}>
          <part.Component label="Presses" />
        </LazyPartSlot>
      </main>,
    );
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(499);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(1000);
    expect(load).toHaveBeenCalledTimes(remoteLoadAttempts);
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(screen.queryByText('Loading the counter')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(remoteLoadAttempts);

    load.mockImplementation(async () => Counter);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(screen.getByRole('button', { name: 'Presses 0' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(remoteLoadAttempts + 1);
  });

  it('waits for `when` before the first attempt, outside the deadline of the attempts', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Counter);
    const part = lazyPart({ name: 'Counter', when: () => new Promise((near) => setTimeout(near, 60_000)), load });
    render(
      <LazyPartSlot part={part} placeholder={<p>Loading the counter</p>}>
        <part.Component label="Presses" />
      </LazyPartSlot>,
    );
    await advance(59_999);
    expect(load).not.toHaveBeenCalled();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Presses 0' })).toBeInTheDocument();
  });

  it('waits while a navigation’s load is on its way, and starts once it has settled, whatever its outcome', async () => {
    vi.useFakeTimers();
    let settle!: () => void;
    const navigation = new Promise<void>((_, reject) => {
      settle = () => reject(new Error('the page did not load'));
    });
    trackNavigationLoad(navigation).catch(() => {});
    const load = vi.fn(async () => Counter);
    const part = lazyPart({ name: 'Counter', load });
    render(
      <LazyPartSlot part={part} placeholder={<p>Loading the counter</p>}>
        <part.Component label="Presses" />
      </LazyPartSlot>,
    );
    await advance(5000);
    expect(load).not.toHaveBeenCalled();
    expect(part.status()).toBe('waiting');
    settle();
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Presses 0' })).toBeInTheDocument();
  });

  it('a part a navigation needs (yieldsToNavigation: false) loads at once beside it', async () => {
    let settle!: () => void;
    trackNavigationLoad(new Promise<void>((resolve) => (settle = resolve)));
    const load = vi.fn(async () => Counter);
    const part = lazyPart({ name: 'Counter', load, yieldsToNavigation: false });
    render(
      <LazyPartSlot part={part} placeholder={<p>Loading the counter</p>}>
        <part.Component label="Presses" />
      </LazyPartSlot>,
    );
    expect(await screen.findByRole('button', { name: 'Presses 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    settle();
  });

  it('loads again when the visitor comes back to a part that failed', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Counter>>(unreachable);
    const part = lazyPart({ name: 'Counter', load });
    const slot = (
      <LazyPartSlot part={part} placeholder={<p>Loading the counter</p>}>
        <part.Component label="Presses" />
      </LazyPartSlot>
    );
    const first = render(slot);
    await advance(2000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    first.unmount();

    load.mockImplementation(async () => Counter);
    render(slot);
    await advance(0);
    expect(screen.getByRole('button', { name: 'Presses 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(remoteLoadAttempts + 1);
  });
});

describe('HoldPressesUntilHydrated', () => {
  it("keeps the server's HTML when the part's code cannot load, and Retry hydrates those same nodes", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Counter>>(unreachable);
    const part = lazyPart({ name: 'Counter', load });
    const page = (counter: React.ReactNode) => (
      <main>
        <h1>The page</h1>
        <HoldPressesUntilHydrated part={part} fallback={<p>Loading the counter</p>}>
          {counter}
        </HoldPressesUntilHydrated>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<Counter label="Presses" />));
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const recovered = vi.fn();

    await act(async () => {
      hydrateRoot(container, page(<part.Component label="Presses" />), { onRecoverableError: recovered });
    });
    await advance(2000);
    expect(load).toHaveBeenCalledTimes(remoteLoadAttempts);
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the counter')).not.toBeInTheDocument();
    expect(recovered).not.toHaveBeenCalled();

    load.mockImplementation(async () => Counter);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[data-hydrating]')).toBeNull();
    expect(container.querySelector('button')).toBe(serverButton);
    fireEvent.click(screen.getByRole('button', { name: 'Presses 0' }));
    expect(screen.getByRole('button', { name: 'Presses 1' })).toBe(serverButton);
    expect(recovered).not.toHaveBeenCalled();
    container.remove();
  });
});
