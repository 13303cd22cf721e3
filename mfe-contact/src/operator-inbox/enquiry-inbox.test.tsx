import { createTestQueryClient } from '@staycompliant/app-runtime/testing';
import { QueryClientProvider } from '@staycompliant/query';
import { MemoryRouter, Route, Routes } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryInboxPage } from '../pages/enquiry-inbox-page';
import { BackendError } from './backend-error';
import type { Enquiry, EnquiryChange } from './enquiry-model';
import * as backend from './inbox-backend';

configure({ asyncUtilTimeout: 5000 });

const auth = vi.hoisted(() => ({ session: null as object | null }));
const operatorSession = (email = 'ops@staycompliant.test') => ({
  access_token: 't',
  user: { id: 'u1', email, app_metadata: { role: 'admin' } },
});
const fakeClient = vi.hoisted(() => ({
  auth: {
    getSession: () => Promise.resolve({ data: { session: auth.session }, error: null }),
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    signInWithPassword: () => {
      auth.session = { access_token: 't2', user: { id: 'u1', email: 'ops@staycompliant.test', app_metadata: { role: 'admin' } } };
      return Promise.resolve({ data: { session: auth.session }, error: null });
    },
    signOut: () => {
      auth.session = null;
      return Promise.resolve({ error: null });
    },
  },
}));
vi.mock('@staycompliant/backend-client', () => ({ getOperatorClient: () => Promise.resolve(fakeClient) }));
vi.mock('./inbox-backend', async (original) => ({
  ...(await original<typeof import('./inbox-backend')>()),
  fetchEnquiryPage: vi.fn(),
  fetchStatusCounts: vi.fn(),
  fetchEnquiry: vi.fn(),
  fetchEnquiryHistory: vi.fn(),
  updateEnquiry: vi.fn(),
  fetchAllEnquiries: vi.fn(),
  fetchAlertQueueStats: vi.fn(),
  resendAlert: vi.fn(),
}));
const mocked = vi.mocked(backend);

const hostileName = '<img src=x onerror=alert(1)> "Bobby" =1+1';
const enquiry = (overrides: Partial<Enquiry> = {}): Enquiry => ({
  id: '2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01',
  created_at: '2026-11-25T05:00:00.123456+00:00',
  updated_at: '2026-11-25T05:00:00.123456+00:00',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'We need a Delaware C corp.\nAnd bookkeeping.',
  status: 'new',
  notes: '',
  alert_status: null,
  alert_attempts: 0,
  alert_sent_at: null,
  alert_last_error: null,
  alert_response: null,
  ...overrides,
});
const counts = { new: 2, contacted: 1, qualified: 0, won: 0, lost: 0, spam: 0 };

function renderInbox(url = '/admin/enquiries') {
  const queryClient = createTestQueryClient();
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={queryClient}>
        <Routes>
          <Route path="/admin/enquiries" element={<EnquiryInboxPage />} />
        </Routes>
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  auth.session = operatorSession();
  sessionStorage.clear();
  vi.clearAllMocks();
  mocked.fetchStatusCounts.mockResolvedValue(counts);
  mocked.fetchEnquiryHistory.mockResolvedValue([]);
  mocked.fetchAlertQueueStats.mockResolvedValue({ queued: 0, oldestAgeSeconds: null, deadLetters: 0 });
});

describe('/admin/enquiries signed out', () => {
  it('shows the heading and the shared operator sign-in', async () => {
    auth.session = null;
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(mocked.fetchEnquiryPage).not.toHaveBeenCalled();
  });
});

describe('the enquiry list', () => {
  it('shows a skeleton, then the enquiries with counts per status and the admin navigation', async () => {
    let answer!: (page: backend.Page<Enquiry>) => void;
    mocked.fetchEnquiryPage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInbox('/admin/enquiries?status=new&q=ada');
    expect(await screen.findByText('Loading enquiries')).toBeInTheDocument();
    answer({ rows: [enquiry(), enquiry({ id: '3f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e02', name: hostileName })] });

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', expect.stringContaining('id=2f0b1c9e'));
    expect(within(table).getByText(hostileName)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(mocked.fetchEnquiryPage).toHaveBeenCalledWith(fakeClient, { status: 'new', search: 'ada' });
    expect(mocked.fetchStatusCounts).toHaveBeenCalledWith(fakeClient, { status: 'new', search: 'ada' });

    const statusNav = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(statusNav).getByRole('link', { name: 'New 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(statusNav).getByRole('link', { name: 'All 3' })).toHaveAttribute('href', '/admin/enquiries?q=ada');
    const adminNav = screen.getByRole('navigation', { name: 'Operator pages' });
    expect(within(adminNav).getByRole('link', { name: 'Logos' })).toHaveAttribute('href', '/admin/logos');
  });

  it('says so when nothing matches', async () => {
    mocked.fetchEnquiryPage.mockResolvedValue({ rows: [] });
    renderInbox('/admin/enquiries?q=nobody');
    expect(await screen.findByText('No enquiry matches these filters.')).toBeInTheDocument();
  });

  it('explains a failure (after two quiet retries) and retries on Retry', async () => {
    mocked.fetchEnquiryPage.mockRejectedValue(new TypeError('Failed to fetch'));
    renderInbox();
    expect(
      await screen.findByText(/We could not load the enquiries: the server could not be reached/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(mocked.fetchEnquiryPage).toHaveBeenCalledTimes(3);
    mocked.fetchEnquiryPage.mockResolvedValue({ rows: [enquiry()] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers Next with the cursor in the URL', async () => {
    mocked.fetchEnquiryPage.mockResolvedValue({
      rows: [enquiry()],
      next: { createdAt: '2026-11-25T05:00:00.123456+00:00', id: '2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01' },
    });
    renderInbox();
    const next = await screen.findByRole('link', { name: 'Next' });
    expect(new URL(next.getAttribute('href')!, 'http://x').searchParams.get('after')).toBe(
      '2026-11-25T05:00:00.123456+00:00~2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01',
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses', async () => {
    mocked.fetchEnquiryPage.mockResolvedValue({ rows: [enquiry()] });
    renderInbox();
    await userEvent.type(await screen.findByLabelText('Search name, e-mail or details'), 'lovelace');
    await waitFor(() => expect(mocked.fetchEnquiryPage).toHaveBeenLastCalledWith(fakeClient, { search: 'lovelace' }));
    expect(mocked.fetchEnquiryPage.mock.calls.map(([, filter]) => filter.search)).toEqual(['', 'lovelace']);
  });
});

describe('one enquiry', () => {
  const id = '2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01';
  const change: EnquiryChange = {
    id: 1,
    submission_id: id,
    changed_at: '2026-11-25T06:00:00+00:00',
    changed_by: 'u1',
    changed_by_email: 'ops@staycompliant.test',
    field: 'status',
    old_value: 'new',
    new_value: 'contacted',
  };

  it('shows everything the visitor sent, hostile text inert, and a prefilled reply link', async () => {
    mocked.fetchEnquiry.mockResolvedValue(enquiry({ name: hostileName, description: '<script>alert(2)</script>\nline two' }));
    renderInbox(`/admin/enquiries?id=${id}`);
    expect(await screen.findByRole('heading', { level: 2, name: hostileName })).toBeInTheDocument();
    expect(screen.getByText(/<script>alert\(2\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const reply = screen.getByRole('link', { name: 'Reply by e-mail' });
    expect(reply.getAttribute('href')).toMatch(/^mailto:ada@example\.com\?subject=.*Tax%20Filing/);
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });

  it('saves status and notes, then shows the history entry', async () => {
    mocked.fetchEnquiry.mockResolvedValue(enquiry());
    mocked.updateEnquiry.mockImplementation(async (_client, _id, changes) => enquiry({ ...changes }));
    renderInbox(`/admin/enquiries?id=${id}`);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contacted' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Notes/ }), 'Called, sending a quote.');
    mocked.fetchEnquiryHistory.mockResolvedValue([change]);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(mocked.updateEnquiry).toHaveBeenCalledWith(fakeClient, id, { status: 'contacted', notes: 'Called, sending a quote.' }),
    );
    const history = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(within(history).getByText('ops@staycompliant.test', { exact: false })).toBeInTheDocument();
    expect(history).toHaveTextContent('Status: New → Contacted');
    expect(await screen.findByText('Enquiry saved.')).toBeInTheDocument();
  });

  it('keeps the typed note when the session expires mid-work, asks to sign in, then saves', async () => {
    mocked.fetchEnquiry.mockResolvedValue(enquiry());
    mocked.updateEnquiry.mockRejectedValueOnce(new BackendError('JWT expired', 'PGRST301', 401));
    renderInbox(`/admin/enquiries?id=${id}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Notes/ }), 'Do not lose me');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your session has expired. Sign in again to carry on: what you typed is kept.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'ops@staycompliant.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const notes = await screen.findByRole('textbox', { name: /Notes/ });
    await waitFor(() => expect(notes).toHaveValue('Do not lose me'));
    mocked.updateEnquiry.mockImplementation(async (_client, _id, changes) => enquiry({ ...changes }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocked.updateEnquiry).toHaveBeenLastCalledWith(fakeClient, id, { notes: 'Do not lose me' }));
  });

  it("shows the alert e-mail's state: sent with the time and the mail server's answer", async () => {
    mocked.fetchEnquiry.mockResolvedValue(
      enquiry({ alert_status: 'sent', alert_attempts: 1, alert_sent_at: '2026-11-25T05:00:07Z', alert_response: '250 Message queued' }),
    );
    renderInbox('/admin/enquiries?id=2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01');
    const alert = await screen.findByRole('region', { name: 'Alert e-mail' });
    expect(within(alert).getByText(/^Sent Nov 25, 2026/)).toBeInTheDocument();
    expect(within(alert).getByText('Mail server: 250 Message queued')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('shows a retrying alert with its attempt and error, and offers no Resend', async () => {
    mocked.fetchEnquiry.mockResolvedValue(
      enquiry({ alert_status: 'retrying', alert_attempts: 3, alert_last_error: 'connect ECONNREFUSED' }),
    );
    renderInbox('/admin/enquiries?id=2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01');
    const alert = await screen.findByRole('region', { name: 'Alert e-mail' });
    expect(within(alert).getByText('Retrying: attempt 3 failed, the next one is scheduled.')).toBeInTheDocument();
    expect(within(alert).getByText('Last error: connect ECONNREFUSED')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('resends a failed alert and shows it queued again', async () => {
    mocked.fetchEnquiry.mockResolvedValue(
      enquiry({ alert_status: 'failed', alert_attempts: 8, alert_last_error: '550 mailbox unavailable' }),
    );
    mocked.resendAlert.mockImplementation(async () => {
      mocked.fetchEnquiry.mockResolvedValue(enquiry({ alert_status: 'queued', alert_attempts: 0 }));
    });
    renderInbox('/admin/enquiries?id=2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01');
    const alert = await screen.findByRole('region', { name: 'Alert e-mail' });
    expect(within(alert).getByText('Failed after 8 attempts.')).toBeInTheDocument();
    expect(within(alert).getByText('Last error: 550 mailbox unavailable')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Resend' }));
    expect(mocked.resendAlert).toHaveBeenCalledWith(fakeClient, '2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01');
    expect(await within(alert).findByText('Queued: the e-mail leaves with the next dispatch.')).toBeInTheDocument();
    expect(await screen.findByText('Alert queued again.')).toBeInTheDocument();
  });
});

describe('the alert queue', () => {
  it("shows the queue's depth, its oldest message's age and the alerts that failed for good", async () => {
    mocked.fetchEnquiryPage.mockResolvedValue({ rows: [enquiry()] });
    mocked.fetchAlertQueueStats.mockResolvedValue({ queued: 3, oldestAgeSeconds: 150, deadLetters: 1 });
    renderInbox();
    expect(await screen.findByText('Alert e-mails waiting: 3, the oldest for 2 min · failed for good: 1')).toBeInTheDocument();
  });
});
