import { createTestQueryClient } from '@staycompliant/app-runtime/testing';
import { QueryClientProvider } from '@staycompliant/query';
import { MemoryRouter } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscribersPage } from '../pages/subscribers-page';
import type { Subscriber } from './enquiry-model';
import * as backend from './inbox-backend';

configure({ asyncUtilTimeout: 5000 });

const fakeClient = vi.hoisted(() => ({
  auth: {
    getSession: () =>
      Promise.resolve({
        data: { session: { access_token: 't', user: { id: 'u1', email: 'ops@staycompliant.test', app_metadata: { role: 'admin' } } } },
        error: null,
      }),
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
  },
}));
vi.mock('@staycompliant/backend-client', () => ({ getOperatorClient: () => Promise.resolve(fakeClient) }));
vi.mock('./inbox-backend', async (original) => ({
  ...(await original<typeof import('./inbox-backend')>()),
  fetchSubscriberPage: vi.fn(),
  removeSubscriber: vi.fn(),
}));
const mocked = vi.mocked(backend);

const subscriber = (email: string, id: string): Subscriber => ({ id, email, created_at: '2026-11-25T05:00:00+00:00' });

function renderPage(url = '/admin/subscribers') {
  const queryClient = createTestQueryClient();
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={queryClient}>
        <SubscribersPage />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('/admin/subscribers', () => {
  it('lists subscribers of the search and removes one only after confirming', async () => {
    mocked.fetchSubscriberPage.mockResolvedValue({ rows: [subscriber('ann@example.com', 'a1'), subscriber('bob@example.com', 'b2')] });
    mocked.removeSubscriber.mockResolvedValue(1);
    renderPage('/admin/subscribers?q=example');
    const list = await screen.findByRole('list', { name: 'Subscribers, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(mocked.fetchSubscriberPage).toHaveBeenCalledWith(fakeClient, { search: 'example' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove ann@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this subscriber?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mocked.removeSubscriber).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove ann@example.com' }));
    mocked.fetchSubscriberPage.mockResolvedValue({ rows: [subscriber('bob@example.com', 'b2')] });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove subscriber' }));
    await waitFor(() => expect(mocked.removeSubscriber).toHaveBeenCalledWith(fakeClient, 'a1'));
    expect(await screen.findByText('ann@example.com was unsubscribed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove ann@example.com' })).not.toBeInTheDocument());
  });

  it('says when a removal changed nothing', async () => {
    mocked.fetchSubscriberPage.mockResolvedValue({ rows: [subscriber('ann@example.com', 'a1')] });
    mocked.removeSubscriber.mockResolvedValue(0);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ann@example.com' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove subscriber' }));
    expect(await screen.findByText(/We could not remove ann@example.com: it was removed already/)).toBeInTheDocument();
  });

  it('shows the empty state for a search with no match', async () => {
    mocked.fetchSubscriberPage.mockResolvedValue({ rows: [] });
    renderPage('/admin/subscribers?q=zzz');
    expect(await screen.findByText('No subscriber matches this search.')).toBeInTheDocument();
  });
});
