import { registerRemoteLoader } from '@staycompliant/contracts';
import { MemoryRouter } from '@staycompliant/router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnce } from './load-once';
import { forgetModuleLoads } from './module-loads';
import { trackNavigationLoad } from './navigation-loads';
import { RemoteModuleNearViewport } from './remote-module-near-viewport';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

/** An observer that never sees its element near the viewport: the visitor stays at the top. */
class FarAway {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  forgetModuleLoads();
  vi.unstubAllGlobals();
});

describe('RemoteModuleNearViewport', () => {
  it('shows its placeholder, then the module in its remote scope, marked as loading near the viewport', async () => {
    registerRemoteLoader(async () => ({ default: Greeting }));
    const { container } = render(
      <MemoryRouter>
        <RemoteModuleNearViewport remote="contact" module="./Greeting" props={{ name: 'founder' }} placeholder={<p>Placeholder</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hello founder' })).toBeInTheDocument();
    const scope = container.querySelector('[data-remote="contact"]');
    expect(scope).toHaveAttribute('data-module', './Greeting');
    expect(scope).toHaveAttribute('data-hydrates', 'near-viewport');
  });

  it('far from the viewport, loads nothing until its code is loaded ahead (a prefetch), then shows it', async () => {
    vi.stubGlobal('IntersectionObserver', FarAway);
    const loader = vi.fn(async () => ({ default: Greeting }));
    registerRemoteLoader(loader);
    render(
      <MemoryRouter>
        <RemoteModuleNearViewport remote="contact" module="./Ahead" props={{ name: 'ahead' }} placeholder={<p>Placeholder</p>} />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).not.toHaveBeenCalled();
    await prefetchOnce('contact', './Ahead', 'idle');
    expect(await screen.findByRole('button', { name: 'Hello ahead' })).toBeInTheDocument();
  });

  it('near the viewport while a navigation’s load is on its way, waits for that load first', async () => {
    let settle!: () => void;
    trackNavigationLoad(new Promise<void>((resolve) => (settle = resolve)));
    const loader = vi.fn(async () => ({ default: Greeting }));
    registerRemoteLoader(loader);
    render(
      <MemoryRouter>
        <RemoteModuleNearViewport remote="contact" module="./Later" props={{ name: 'later' }} placeholder={<p>Placeholder</p>} />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).not.toHaveBeenCalled();
    settle();
    expect(await screen.findByRole('button', { name: 'Hello later' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
