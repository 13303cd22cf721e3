import { renderAtRoute } from '@staycompliant/app-runtime/testing';
import { siteConfig } from '@staycompliant/site-config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComplianceCalendarPage } from './compliance-calendar-page';

const thisYear = new Date().getUTCFullYear();

// jsdom makes no Blob URLs: the download tests stand in for them.
if (!('createObjectURL' in URL)) Object.assign(URL, { createObjectURL: () => 'blob:unset', revokeObjectURL: () => {} });

const renderAt = (url: string) => renderAtRoute('/resources/compliance-calendar', url, <ComplianceCalendarPage />);

const deadlineTitles = () =>
  within(screen.getByRole('list', { name: /^Deadlines in/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ComplianceCalendarPage', () => {
  it('shows a US-owned Delaware C corporation’s deadlines for this year by default, each with its source and review date', () => {
    renderAt('/resources/compliance-calendar');
    expect(screen.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear}` })).toBeInTheDocument();
    expect(screen.getByLabelText('Entity type')).toHaveValue('c-corp');
    expect(screen.getByLabelText('Deadlines in')).toHaveValue(String(thisYear));
    expect(deadlineTitles()).toContain('Form 1120 corporate income tax return (or Form 7004 to extend)');
    expect(deadlineTitles()).toContain('Delaware annual franchise tax report and franchise tax');
    expect(deadlineTitles().some((title) => title?.includes('5472'))).toBe(false);
    const form1120 = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Form 1120 corporate income tax return'))!;
    expect(within(form1120).getByRole('link', { name: /Instructions for Form 1120/ })).toHaveAttribute(
      'href',
      'https://www.irs.gov/instructions/i1120',
    );
    expect(form1120).toHaveTextContent('last reviewed November 25, 2026');
  });

  it('says it is information, not advice, and offers a free consultation call', () => {
    renderAt('/resources/compliance-calendar');
    expect(screen.getByRole('heading', { name: 'Information, not advice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book a free consultation call/ })).toHaveAttribute('href', siteConfig.consultationUrl);
  });

  it('renders the calendar a shared link names', () => {
    renderAt(`/resources/compliance-calendar?entity=single-member-llc&state=wyoming&owners=foreign&fye=12&formed=8&year=${thisYear + 1}`);
    expect(screen.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear + 1}` })).toBeInTheDocument();
    expect(screen.getByLabelText('Month it was formed')).toHaveValue('8');
    expect(deadlineTitles()).toContain('Form 5472 with a pro forma Form 1120 (or Form 7004 to extend)');
    expect(deadlineTitles()).toContain('Wyoming annual report and license tax');
    const wyoming = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Wyoming annual report'))!;
    expect(within(wyoming).getByText(new RegExp(`^\\w+day, August 1, ${thisYear + 1}$`))).toHaveAttribute(
      'datetime',
      `${thisYear + 1}-08-01`,
    );
  });

  it('falls back to the defaults for a bad query, without an error', () => {
    renderAt('/resources/compliance-calendar?entity=nope&year=1066&fye=99&state=%3Cb%3E');
    expect(screen.getByLabelText('Entity type')).toHaveValue('c-corp');
    expect(screen.getByLabelText('State of formation')).toHaveValue('delaware');
    expect(screen.getByLabelText('Tax year ends in')).toHaveValue('12');
    expect(screen.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear}` })).toBeInTheDocument();
  });

  it('updates the list and the URL as soon as a choice changes', async () => {
    const location = renderAt('/resources/compliance-calendar');
    await userEvent.selectOptions(screen.getByLabelText('Owners'), 'foreign');
    expect(deadlineTitles()).toContain('Form 5472, filed with Form 1120');
    expect(new URLSearchParams(location.search).get('owners')).toBe('foreign');

    await userEvent.selectOptions(screen.getByLabelText('Entity type'), 'multi-member-llc');
    expect(deadlineTitles()).toContain('Delaware LLC annual tax ($300)');
    expect(deadlineTitles()).not.toContain('Delaware annual franchise tax report and franchise tax');
    expect(location.search).toBe(`?entity=multi-member-llc&state=delaware&owners=foreign&fye=12&year=${thisYear}`);

    expect(screen.queryByLabelText('Month it was formed')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('State of formation'), 'wyoming');
    await userEvent.selectOptions(screen.getByLabelText('Month it was formed'), '5');
    expect(new URLSearchParams(location.search).get('formed')).toBe('5');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ deadlines, in date order$/);
  });

  it('shows the calendar a link in the earlier spelling names, and rewrites its URL in today’s', async () => {
    const location = renderAt(
      `/resources/compliance-calendar?entity=llc-single&state=wyoming&owner=foreign&fye=12&formed=3&year=${thisYear}`,
    );
    expect(screen.getByLabelText('Entity type')).toHaveValue('single-member-llc');
    expect(screen.getByLabelText('Owners')).toHaveValue('foreign');
    expect(deadlineTitles()).toContain('Form 5472 with a pro forma Form 1120 (or Form 7004 to extend)');
    await waitFor(() =>
      expect(location.search).toBe(`?entity=single-member-llc&state=wyoming&owners=foreign&fye=12&formed=3&year=${thisYear}`),
    );
  });

  it('links to the cost estimator with the company answers, as they change', async () => {
    renderAt('/resources/compliance-calendar?entity=multi-member-llc&owners=foreign');
    const link = screen.getByRole('link', { name: 'Estimate your first-year cost' });
    expect(link).toHaveAttribute('href', '/pricing/estimate?entity=multi-member-llc&owners=foreign');
    await userEvent.selectOptions(screen.getByLabelText('Owners'), 'us');
    expect(link).toHaveAttribute('href', '/pricing/estimate?entity=multi-member-llc&owners=us');
  });

  it('moves focus to the deadlines on "Show my deadlines"', async () => {
    renderAt('/resources/compliance-calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Show my deadlines' }));
    expect(screen.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear}` })).toHaveFocus();
  });

  it('downloads the deadlines as an .ics file named for the year', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderAt(`/resources/compliance-calendar?owners=foreign&year=${thisYear}`);
    const events = screen.getAllByRole('heading', { level: 3 }).length;
    await userEvent.click(screen.getByRole('button', { name: 'Add to my calendar (.ics)' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:calendar', download: `compliance-calendar-${thisYear}.ics` }]));
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const text = await blobs[0]!.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(events);
    expect(text).toContain('SUMMARY:Form 5472\\, filed with Form 1120');
  });

  it('says so when the file cannot be prepared, and a second press tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementationOnce(() => {
      throw new Error('Blob URLs refused');
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/resources/compliance-calendar');
    const button = screen.getByRole('button', { name: 'Add to my calendar (.ics)' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t prepare your calendar file. Please try again.');
    createObjectURL.mockImplementation(() => 'blob:calendar');
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
