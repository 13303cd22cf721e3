import { createTestQueryClient } from '@staycompliant/app-runtime/testing';
import { operatorMessages } from '@staycompliant/operator-console';
import { QueryClientProvider } from '@staycompliant/query';
import { MemoryRouter, useLocation } from '@staycompliant/router';
import { Toaster } from '@staycompliant/ui/toast';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as csvExport from '../operator-inbox/csv-export';
import { AnalyticsPage } from '../pages/analytics-page';
import { drawSeriesChart } from './draw-series-chart';

configure({ asyncUtilTimeout: 5000 });

type Row = Record<string, unknown>;
type Answer = { data: unknown; error: { message: string; code?: string } | null; status: number };

const backend = vi.hoisted(() => ({
  session: null as object | null,
  answer: (_name: string, _args: Record<string, unknown>): Answer => ({ data: [], error: null, status: 200 }),
}));
const rpc = vi.hoisted(() => vi.fn((name: string, args: Record<string, unknown> = {}) => Promise.resolve(backend.answer(name, args))));
const fakeClient = vi.hoisted(() => ({
  rpc,
  auth: {
    getSession: () => Promise.resolve({ data: { session: backend.session }, error: null }),
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    signOut: () => Promise.resolve({ error: null }),
  },
}));
vi.mock('@staycompliant/backend-client', () => ({ getOperatorClient: () => Promise.resolve(fakeClient) }));
// uPlot draws on a canvas, which jsdom has not; the page's own figures are what is under test here.
vi.mock('./draw-series-chart', () => ({ drawSeriesChart: vi.fn(() => ({ resize: () => {}, destroy: () => {} })) }));
vi.mock('../operator-inbox/csv-export', async (original) => ({
  ...(await original<typeof import('../operator-inbox/csv-export')>()),
  downloadCsv: vi.fn(),
}));

const session = (role: string) => ({ access_token: 't', user: { id: 'u1', email: 'ops@staycompliant.test', app_metadata: { role } } });
const ok = (data: unknown): Answer => ({ data, error: null, status: 200 });
const day = (iso: string) => `${iso}T00:00:00.000Z`;

/** Totals per range start; every other RPC answers what `answers` holds for it. */
function serve(totals: Record<string, Row>, answers: Record<string, unknown> = {}) {
  backend.answer = (name, args) => {
    if (name === 'analytics_totals') return ok([totals[String(args.range_start)] ?? { visitors: 0, pageviews: 0, enquiries: 0 }]);
    if (name === 'analytics_live') return ok(answers.analytics_live ?? 0);
    return ok(answers[name] ?? []);
  };
}

function CurrentQuery() {
  return <output aria-label="Current query">{useLocation().search}</output>;
}

function renderPage(url = '/admin/analytics') {
  const queryClient = createTestQueryClient();
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={queryClient}>
        <AnalyticsPage />
        <CurrentQuery />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function callsOf(name: string) {
  return rpc.mock.calls.filter(([called]) => called === name).map(([, args]) => args ?? {});
}

const series = [
  { bucket_start: '2026-11-25T00:00:00+00:00', visitors: 40, pageviews: 90, enquiries: 1 },
  { bucket_start: '2026-11-26T00:00:00+00:00', visitors: 80, pageviews: 210, enquiries: 5 },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:30:00Z'));
  backend.session = session('admin');
  rpc.mockClear();
  vi.mocked(drawSeriesChart).mockClear();
  vi.mocked(csvExport.downloadCsv).mockClear();
  serve({});
});
afterEach(() => vi.useRealTimers());

describe('/admin/analytics for someone who is not an operator', () => {
  it('shows the sign-in when signed out, and the refusal to a signed-in non-admin, asking nothing of the RPCs', async () => {
    backend.session = null;
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('refuses a signed-in account without the admin role', async () => {
    backend.session = session('editor');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(operatorMessages.notAnOperator);
    expect(rpc).not.toHaveBeenCalled();
  });
});

describe('the numbers', () => {
  it('shows the last 7 days against the 7 before, as arrows and words, with the conversion rate in points', async () => {
    serve(
      {
        [day('2026-11-20')]: { visitors: 120, pageviews: 300, enquiries: 6 },
        [day('2026-11-13')]: { visitors: 100, pageviews: 300, enquiries: 0 },
      },
      { analytics_series: series, analytics_live: 3 },
    );
    renderPage();
    const figures = within(await screen.findByLabelText('Last 7 days, compared with the previous 7 days'));
    await waitFor(() => expect(figures.getByText('Up 20% vs the previous 7 days')).toBeInTheDocument());
    const figure = (label: string) => figures.getByText(label).closest('div')!;
    expect(figure('Visitors')).toHaveTextContent('120↑ Up 20% vs the previous 7 days');
    expect(figure('Page views')).toHaveTextContent('300→ No change vs the previous 7 days');
    expect(figure('Enquiries')).toHaveTextContent('6↑ Up from none vs the previous 7 days');
    // 6 ÷ 120 = 5 %, against 0 ÷ 100 before: 5 percentage points up.
    expect(figure('Conversion rate')).toHaveTextContent('5%↑ Up 5 pts vs the previous 7 days');
    expect(await screen.findByText('visitors in the last 5 minutes', { exact: false })).toHaveTextContent(
      '3 visitors in the last 5 minutes',
    );
    expect(callsOf('analytics_totals')).toEqual([
      { range_start: day('2026-11-20'), range_end: day('2026-11-27') },
      { range_start: day('2026-11-13'), range_end: day('2026-11-20') },
    ]);
    expect(callsOf('analytics_series')).toEqual([{ range_start: day('2026-11-20'), range_end: day('2026-11-27'), bucket: 'day' }]);
    await waitFor(() => expect(drawSeriesChart).toHaveBeenCalled());
    expect(vi.mocked(drawSeriesChart).mock.calls[0]![1]).toHaveLength(2);
  });
});

describe('the range', () => {
  it('asks every RPC for the half-open UTC range of each preset, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    serve({}, { analytics_series: series });
    renderPage();
    await screen.findByLabelText('Last 7 days, compared with the previous 7 days');

    rpc.mockClear();
    await user.click(screen.getByRole('link', { name: 'Today' }));
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?range=today');
    await screen.findByLabelText('Today, compared with yesterday');
    expect(callsOf('analytics_totals')).toEqual([
      { range_start: day('2026-11-26'), range_end: day('2026-11-27') },
      { range_start: day('2026-11-25'), range_end: day('2026-11-26') },
    ]);
    expect(callsOf('analytics_series')).toEqual([{ range_start: day('2026-11-26'), range_end: day('2026-11-27'), bucket: 'hour' }]);
    expect(callsOf('analytics_funnels')).toEqual([{ range_start: day('2026-11-26'), range_end: day('2026-11-27') }]);
    expect(callsOf('analytics_drops')).toEqual([{ range_start: day('2026-11-26'), range_end: day('2026-11-27') }]);
    expect(callsOf('analytics_breakdown').map((args) => args.dimension)).toEqual([
      'page',
      'entry_page',
      'referrer',
      'utm_source',
      'device',
      'browser',
      'os',
    ]);
    expect(callsOf('analytics_breakdown')[0]).toEqual({
      range_start: day('2026-11-26'),
      range_end: day('2026-11-27'),
      dimension: 'page',
      row_limit: 10,
    });

    rpc.mockClear();
    await user.click(screen.getByRole('link', { name: '12 months' }));
    await screen.findByLabelText('Last 12 months, compared with the previous 12 months');
    expect(callsOf('analytics_series')).toEqual([{ range_start: day('2025-12-01'), range_end: day('2026-12-01'), bucket: 'month' }]);
    expect(callsOf('analytics_totals')[1]).toEqual({ range_start: day('2024-12-01'), range_end: day('2025-12-01') });

    rpc.mockClear();
    await user.click(await screen.findByRole('link', { name: 'Day' }));
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?range=12m&bucket=day');
    await waitFor(() =>
      expect(callsOf('analytics_series')).toEqual([{ range_start: day('2025-12-01'), range_end: day('2026-12-01'), bucket: 'day' }]),
    );
  });

  it('applies a custom range of inclusive days, and says what is wrong with one it cannot use', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom range' });
    const from = within(form).getByLabelText('From (UTC)');
    const to = within(form).getByLabelText('To (UTC, inclusive)');
    await user.clear(from);
    await user.type(from, '2026-11-10');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(from).toHaveAttribute('aria-invalid', 'true');

    rpc.mockClear();
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?range=custom&from=2026-11-01&to=2026-11-10');
    await waitFor(() =>
      expect(callsOf('analytics_totals')).toEqual([
        { range_start: day('2026-11-01'), range_end: day('2026-11-11') },
        { range_start: day('2026-10-22'), range_end: day('2026-11-01') },
      ]),
    );
  });

  it('opens a shared custom link as it was, and a broken one as 7 days with the reason', async () => {
    renderPage('/admin/analytics?range=custom&from=2026-11-10&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date is before the start date.');
    await waitFor(() => expect(callsOf('analytics_totals')[0]).toEqual({ range_start: day('2026-11-20'), range_end: day('2026-11-27') }));
  });
});

describe('the panels', () => {
  it('says there were no visits yet when the series is all zeros, and "none" in each table', async () => {
    serve({}, { analytics_series: series.map((point) => ({ ...point, visitors: 0, pageviews: 0, enquiries: 0 })) });
    renderPage();
    expect(await screen.findByText('No visits in this range yet')).toBeInTheDocument();
    expect(await screen.findAllByText('None in this range.')).toHaveLength(7);
    expect(drawSeriesChart).not.toHaveBeenCalled();
  });

  it('shows the chart summary, its table, the breakdowns with inert visitor text, the funnels and the drops', async () => {
    serve(
      {},
      {
        analytics_series: series,
        analytics_breakdown: [
          { value: '<img src=x onerror=alert(1)>', visitors: 5, pageviews: 9 },
          { value: '', visitors: 2, pageviews: 2 },
        ],
        analytics_funnels: [
          { funnel: 'contact', step: 1, label: 'Viewed a page', visitors: 200 },
          { funnel: 'contact', step: 2, label: 'Opened Contact us', visitors: 50 },
          { funnel: 'contact', step: 3, label: 'Sent an enquiry', visitors: 8 },
          { funnel: 'estimate', step: 1, label: 'Made an estimate', visitors: 0 },
          { funnel: 'estimate', step: 2, label: 'Sent an enquiry', visitors: 0 },
        ],
        analytics_drops: [
          { reason: 'bot', dropped: 12 },
          { reason: 'gpc', dropped: 3 },
        ],
      },
    );
    renderPage();
    expect(
      await screen.findByText(
        /^2 days: 120 visitors, 300 page views and 6 enquiries in all\. The busiest day was Thu, Nov 26, 2026, with 80 visitors\.$/,
      ),
    ).toBeInTheDocument();
    const seriesTable = screen.getByRole('table', { name: 'Visitors, page views and enquiries by day (UTC)' });
    const lastDay = within(seriesTable).getAllByRole('row')[2]!;
    expect(within(lastDay).getByRole('rowheader')).toHaveTextContent('Thu, Nov 26, 2026');
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['80', '210', '5']);

    const pages = await screen.findByRole('table', { name: 'Top pages, the first 10 by visitors' });
    expect(within(pages).getByRole('rowheader', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const referrers = screen.getByRole('table', { name: 'Referrers, the first 10 by visitors' });
    expect(within(referrers).getByRole('rowheader', { name: 'Direct / none' })).toBeInTheDocument();

    const contact = await screen.findByRole('figure', { name: 'Page view → Contact us → enquiry' });
    expect(contact).toHaveTextContent('2. Opened Contact us50 visitors · 25% of step 1Drop-off from step 1: 150 visitors (75%)');
    expect(contact).toHaveTextContent('3. Sent an enquiry8 visitors · 4% of step 1Drop-off from step 2: 42 visitors (84%)');
    expect(screen.getByRole('figure', { name: 'Estimate → enquiry' })).toHaveTextContent('No drop-off: nobody reached the step before.');

    const drops = screen.getByRole('region', { name: 'Not counted' });
    expect(drops).toHaveTextContent('Bots12');
    expect(drops).toHaveTextContent('Global Privacy Control3');
  });

  it('explains a failure after two quiet retries, and loads on Retry', async () => {
    const failing = { data: null, error: { message: 'Failed to fetch' }, status: 0 };
    let fail = true;
    serve({}, { analytics_series: series });
    const answer = backend.answer;
    backend.answer = (name, args) => (fail && name === 'analytics_totals' ? failing : answer(name, args));
    renderPage();
    expect(
      await screen.findByText(/We could not load the numbers: the server could not be reached/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The current period and the previous one, three tries each.
    expect(callsOf('analytics_totals')).toHaveLength(6);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Last 7 days, compared with the previous 7 days')).toBeInTheDocument();
  });

  it('exports what is shown as CSV, a visitor formula made inert', async () => {
    serve(
      { [day('2026-11-20')]: { visitors: 120, pageviews: 300, enquiries: 6 } },
      { analytics_series: series, analytics_breakdown: [{ value: '=HYPERLINK("https://evil.example")', visitors: 1, pageviews: 1 }] },
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(csvExport.downloadCsv).toHaveBeenCalledOnce());
    const [fileName, csv] = vi.mocked(csvExport.downloadCsv).mock.calls[0]!;
    expect(fileName).toBe('analytics-2026-11-26.csv');
    expect(csv).toContain('Totals,Last 7 days,120,300,6,');
    expect(csv).toContain('Series by day,2026-11-26T00:00:00.000Z,80,210,5,');
    expect(csv).toContain(`UTM sources,"'=HYPERLINK(""https://evil.example"")",1,1,,`);
  });
});
