import { registerRemoteLoader } from '@staycompliant/contracts';
import { MemoryRouter } from '@staycompliant/router';
import { VersionSkewError } from '@staycompliant/version-skew/runtime';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteLoadAttempts } from './load-policy';
import { forgetModuleLoads } from './module-loads';
import { preloadRemoteModules } from './preload-remote-modules';
import { RemoteModule } from './remote-module';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Throws(): never {
  throw new Error('render bug');
}

class CrashCatcher extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <p>route crash page</p> : this.props.children;
  }
}

afterEach(() => {
  forgetModuleLoads();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RemoteModule', () => {
  it('renders the default export of the exposed module with its props', async () => {
    registerRemoteLoader(async () => ({ default: Greeting }));
    render(<RemoteModule remote="pricing" module="./Greeting" props={{ name: 'founder' }} loading={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello founder')).toBeInTheDocument();
  });

  it('shows the friendly message when every attempt fails, and Retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('404'))
      .mockRejectedValueOnce(new Error('404'))
      .mockRejectedValueOnce(new Error('404'));
    loader.mockResolvedValue({ default: Greeting });
    registerRemoteLoader(loader);
    render(<RemoteModule remote="pricing" module="./Greeting" props={{ name: 'again' }} />);
    // The attempts wait their real backoff (0.5 s, then 1 s), which a busy machine stretches.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent("This part of the page didn't load.");
    expect(loader).toHaveBeenCalledTimes(remoteLoadAttempts);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(remoteLoadAttempts + 1);
  }, 20_000);

  it('tries a failing load three times, waiting longer each time, then stops until Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const loader = vi.fn().mockRejectedValue(new Error('connection refused'));
    registerRemoteLoader(loader);
    render(<RemoteModule remote="pricing" module="./Down" />);
    const callsAfter = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
      return loader.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(499)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(999)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(await callsAfter(60_000)).toBe(3);
  });

  it('a loss of the module partway, as during a deploy, is recovered by the next attempt without a message', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue({ default: Greeting });
    registerRemoteLoader(loader);
    render(<RemoteModule remote="pricing" module="./Greeting" props={{ name: 'second try' }} />);
    expect(await screen.findByText('Hello second try', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the failure it is given, whose retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('a'))
      .mockRejectedValueOnce(new Error('b'))
      .mockRejectedValueOnce(new Error('c'));
    loader.mockResolvedValue({ default: Greeting });
    registerRemoteLoader(loader);
    render(
      <RemoteModule
        remote="contact"
        module="./Greeting"
        props={{ name: 'form' }}
        failure={(retry) => (
          <button type="button" onClick={retry}>
            The form didn't load: try again
          </button>
        )}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: "The form didn't load: try again" }, { timeout: 3000 }));
    expect(await screen.findByText('Hello form')).toBeInTheDocument();
    expect(screen.queryByText("This part of the page didn't load.")).not.toBeInTheDocument();
  });

  it('gives up after the timeout when the remote never answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    registerRemoteLoader(() => new Promise(() => {}));
    render(<RemoteModule remote="contact" module="./Never" timeoutMs={8000} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7999);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('lets a crash while rendering go up to the route, not the load message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    registerRemoteLoader(async () => ({ default: Throws }));
    render(
      <CrashCatcher>
        <RemoteModule remote="marketing" module="./Throws" />
      </CrashCatcher>,
    );
    expect(await screen.findByText('route crash page')).toBeInTheDocument();
    expect(screen.queryByText("This part of the page didn't load.")).not.toBeInTheDocument();
  });
});

describe('a remote the shell refuses for its versions', () => {
  const refused = () => new VersionSkewError('pricing', ['pricing 0.4.0 accepts react ^20.0.0; the shell has react 19.3.1']);

  it('shows the notice in its area, with no Retry, after one attempt', async () => {
    const loader = vi.fn().mockRejectedValue(refused());
    registerRemoteLoader(loader);
    render(
      <MemoryRouter initialEntries={['/pricing?tab=legal']}>
        <p>Header</p>
        <RemoteModule remote="pricing" module="./RefusedAtOnce" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('This part of the page is being updated.');
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // A new page load, which reads remotes.json again.
    expect(screen.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '/pricing?tab=legal');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('hydrates the notice the server rendered without a mismatch', async () => {
    registerRemoteLoader(vi.fn().mockRejectedValue(refused()));
    // A module name of its own: a preloaded module stays loaded for the page's life.
    await preloadRemoteModules([['pricing', './RefusedPage']]);
    const element = (
      <MemoryRouter initialEntries={['/pricing']}>
        <RemoteModule remote="pricing" module="./RefusedPage" />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('This part of the page is being updated.');
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('RemoteModule onSettled', () => {
  it('calls back once the module has rendered, and once a failure shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = vi.fn();
    registerRemoteLoader(async () => ({ default: Greeting }));
    render(<RemoteModule remote="pricing" module="./Greeting" props={{ name: 'ready' }} onSettled={rendered} />);
    await screen.findByText('Hello ready');
    // The callback runs in an effect, just after the commit that shows the module.
    await waitFor(() => expect(rendered).toHaveBeenCalledTimes(1));

    const failed = vi.fn();
    registerRemoteLoader(async () => {
      throw new Error('down');
    });
    render(<RemoteModule remote="contact" module="./Down" onSettled={failed} />);
    await screen.findByRole('alert', {}, { timeout: 3000 });
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('ignores what the callback returns (a promise is no effect cleanup)', async () => {
    registerRemoteLoader(async () => ({ default: Greeting }));
    const { unmount } = render(<RemoteModule remote="pricing" module="./Greeting" props={{ name: 'async' }} onSettled={async () => {}} />);
    await screen.findByText('Hello async');
    expect(() => unmount()).not.toThrow();
  });

  it('drops a failure when it is given another module, as when the visitor follows a link away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    registerRemoteLoader(async (remote) => {
      if (remote === 'pricing') throw new Error('404');
      return { default: Greeting };
    });
    const { rerender } = render(<RemoteModule remote="pricing" module="./PricingPage" props={{ name: 'pricing' }} />);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent("This part of the page didn't load.");
    rerender(<RemoteModule remote="marketing" module="./AboutPage" props={{ name: 'about' }} />);
    expect(await screen.findByText('Hello about')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RemoteModule scope', () => {
  it('renders the module inside an element named after its remote', async () => {
    registerRemoteLoader(async () => ({ default: Greeting }));
    render(<RemoteModule remote="resources" module="./Greeting" props={{ name: 'scoped' }} />);
    const greeting = await screen.findByText('Hello scoped');
    expect(greeting.closest('[data-remote]')).toHaveAttribute('data-remote', 'resources');
  });
});

describe('a page loaded before hydration', () => {
  it('renders a preloaded module at once, without its loading placeholder', async () => {
    registerRemoteLoader(async () => ({ default: () => <p>Preloaded page</p> }));
    await preloadRemoteModules([['resources', './PreloadedPage']]);
    render(<RemoteModule remote="resources" module="./PreloadedPage" loading={<p>Loading…</p>} />);
    expect(screen.getByText('Preloaded page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it("keeps a failed preload's server HTML with a notice, with no second round of attempts; Retry hydrates it in place", async () => {
    const Page = () => (
      <main>
        <h1>Served page</h1>
        <button type="button">Press</button>
      </main>
    );
    // The server's HTML: the same page, rendered from a module the server had (under the name the
    // browser then fails to load).
    registerRemoteLoader(async () => ({ default: Page }));
    await preloadRemoteModules([['resources', './ServedPage']]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RemoteModule remote="resources" module="./ServedPage" props={{}} />).replace(
      'data-module="./ServedPage"',
      'data-module="./KeptPage"',
    );
    document.body.append(container);
    const heading = container.querySelector('h1');
    let reachable = false;
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let calls = 0;
    registerRemoteLoader(async () => {
      calls += 1;
      if (!reachable) throw new Error('unreachable');
      await arrived;
      return { default: Page };
    });
    await preloadRemoteModules([['resources', './KeptPage']]);
    const attemptsBeforeHydration = calls;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <RemoteModule remote="resources" module="./KeptPage" props={{}} />));

    const notice = await within(container).findByRole('alert');
    expect(notice).toHaveTextContent("This page didn't finish loading");
    expect(container.querySelector('h1')).toBe(heading);
    expect(calls).toBe(attemptsBeforeHydration);

    reachable = true;
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    // While the code loads, the notice stays with a busy Retry that takes no second press.
    const busy = await within(container).findByRole('button', { name: 'Retry', busy: true });
    expect(busy).toBeDisabled();
    expect(within(container).getByRole('alert')).toHaveTextContent("This page didn't finish loading");
    arrive();
    await waitFor(() => expect(within(container).queryByRole('alert')).not.toBeInTheDocument());
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('loads a failed preload again the next time its page is reached', async () => {
    registerRemoteLoader(async () => {
      throw new Error('unreachable');
    });
    await preloadRemoteModules([['resources', './FailedPage']]);
    const first = render(<RemoteModule remote="resources" module="./FailedPage" loading={<p>Loading…</p>} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("This page didn't finish loading");
    first.unmount();
    render(<RemoteModule remote="resources" module="./FailedPage" loading={<p>Loading again…</p>} />);
    expect(screen.getByText('Loading again…')).toBeInTheDocument();
  });
});
