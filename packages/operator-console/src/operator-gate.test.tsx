import { QueryClient, QueryClientProvider } from '@staycompliant/query';
import { MemoryRouter } from '@staycompliant/router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OperatorGate } from './operator-gate';
import { sessionCheckTimeoutMs } from './use-operator-session';

type Listener = (event: string, session: object | null) => void;
const auth = vi.hoisted(() => ({
  getSession: vi.fn<() => Promise<{ data: { session: object | null }; error: object | null }>>(),
  listeners: [] as ((event: string, session: object | null) => void)[],
}));
vi.mock('@staycompliant/backend-client', () => ({
  getOperatorClient: () =>
    Promise.resolve({
      auth: {
        getSession: auth.getSession,
        onAuthStateChange: (listener: Listener) => {
          auth.listeners.push(listener);
          return { data: { subscription: { unsubscribe: () => {} } } };
        },
      },
    }),
}));

const operator = { access_token: 't', user: { id: 'u1', email: 'ops@staycompliant.test', app_metadata: { role: 'admin' } } };

function renderGate() {
  // The shell's client retries 3 times: the gate must not wait for that.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <OperatorGate>{() => <p>The tools</p>}</OperatorGate>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const signInHeading = () => screen.queryByRole('heading', { name: 'Operator sign-in' });

beforeEach(() => {
  vi.useFakeTimers();
  auth.getSession.mockReset();
  auth.listeners = [];
});
afterEach(() => vi.useRealTimers());

describe('OperatorGate', () => {
  it('shows the tools for a stored operator session', async () => {
    auth.getSession.mockResolvedValue({ data: { session: operator }, error: null });
    renderGate();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('The tools')).toBeInTheDocument();
  });

  it('shows the sign-in form at once when the session cannot be read, without retrying', async () => {
    auth.getSession.mockResolvedValue({ data: { session: null }, error: { name: 'AuthRetryableFetchError', status: 0 } });
    renderGate();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(signInHeading()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(auth.getSession).toHaveBeenCalledTimes(1);
  });

  it('stops checking after the time limit when the session never comes, and takes it when it does', async () => {
    auth.getSession.mockReturnValue(new Promise(() => {}));
    renderGate();
    await act(() => vi.advanceTimersByTimeAsync(sessionCheckTimeoutMs - 100));
    expect(screen.getByText('Checking your sign-in')).toBeInTheDocument();
    expect(signInHeading()).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Checking your sign-in')).not.toBeInTheDocument();
    expect(signInHeading()).toBeInTheDocument();

    // supabase-js tells its listeners once the refresh it was waiting on is done.
    for (const listener of auth.listeners) listener('TOKEN_REFRESHED', operator);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('The tools')).toBeInTheDocument();
  });
});
