import { renderAtRoute } from '@staycompliant/app-runtime/testing';
import { type ContactDialogRequest, onContactDialogRequest } from '@staycompliant/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CostEstimatorPage } from './cost-estimator-page';

const renderAt = (url: string) => renderAtRoute('/pricing/estimate', url, <CostEstimatorPage />);

const estimate = () => screen.getByRole('region', { name: 'Your estimate' });
const firstYear = () => estimate().querySelector('[data-slot="estimate-totals"] dd')!.textContent;
const status = () => within(estimate()).getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

describe('CostEstimatorPage', () => {
  it('opens on the defaults: incorporation and an LLC’s tax return, $1,048 then $599', () => {
    renderAt('/pricing/estimate');
    expect(screen.getByRole('heading', { level: 1, name: 'First-year cost estimate' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Single-member LLC' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'US owners' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Incorporation' })).toHaveValue('Basic');
    expect(screen.getByRole('checkbox', { name: /Tax filing/ })).toBeChecked();
    expect(firstYear()).toBe('$1,048');
    expect(estimate()).toHaveTextContent('$599');
    expect(estimate()).toHaveTextContent('Statutory state fees are extra.');
    expect(status()).toBeEmptyDOMElement();
  });

  it('puts each choice in the URL, and pre-selects Form 5472 for foreign owners', async () => {
    const user = userEvent.setup();
    const location = renderAt('/pricing/estimate');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Accounting plan' }), 'Basic');
    await user.click(screen.getByRole('radio', { name: 'Foreign owners' }));
    expect(location.search).toBe('?owners=foreign&acct=basic');
    expect(screen.getByRole('spinbutton', { name: 'Forms 5472' })).toHaveValue(1);
    // 449 + 219 × 12 + 599 + 300
    expect(firstYear()).toBe('from $3,976');
    expect(within(estimate()).getByText('Accounting plan')).toBeInTheDocument();
  });

  it('lists a Custom plan as Tailored Pricing, outside the total', async () => {
    const user = userEvent.setup();
    renderAt('/pricing/estimate?legal=enterprise');
    const tailored = estimate().querySelector('[data-slot="estimate-tailored"]')!;
    expect(tailored).toHaveTextContent('Tailored Pricing');
    expect(tailored).toHaveTextContent('Legal plan · Enterprise');
    expect(firstYear()).toBe('$1,048');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Legal plan' }), 'none');
    expect(estimate().querySelector('[data-slot="estimate-tailored"]')).toBeNull();
  });

  it('shows a clear message for a bad count, keeps the text, and keeps the last good total', async () => {
    const user = userEvent.setup();
    const location = renderAt('/pricing/estimate?states=2');
    const states = screen.getByRole('spinbutton', { name: 'Additional states' });
    expect(firstYear()).toBe('$1,648');
    await user.clear(states);
    await user.type(states, '60');
    expect(states).toHaveValue(60);
    expect(states).toHaveAttribute('aria-invalid', 'true');
    expect(states).toHaveAccessibleDescription(/Enter a whole number from 0 to 49/);
    expect(location.search).toBe('?states=6');
    expect(firstYear()).toBe('$2,848');
  });

  it('announces the total once the visitor pauses, not on every keystroke', () => {
    vi.useFakeTimers();
    renderAt('/pricing/estimate');
    const forms = screen.getByRole('spinbutton', { name: 'Forms 1099' });
    fireEvent.change(forms, { target: { value: '1' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(forms, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(999));
    expect(status()).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    // 449 + 599 + 12 × 60
    expect(status()).toHaveTextContent('First year $1,768. Each year from the second $1,319.');
  });

  it('says what to do when nothing is chosen, and offers nothing to send', () => {
    renderAt('/pricing/estimate?inc=none&tax=no');
    expect(estimate()).toHaveTextContent('Choose at least one service to see an estimate.');
    expect(within(estimate()).queryByRole('button', { name: 'Send me this estimate' })).toBeNull();
  });

  it('sends the estimate through the contact dialog contract: its services ticked, its text in the details', async () => {
    const user = userEvent.setup();
    const requests: ContactDialogRequest[] = [];
    const unsubscribe = onContactDialogRequest((request) => requests.push(request));
    renderAt('/pricing/estimate?entity=c-corp&web3=basic&fbar=2');
    await user.click(screen.getByRole('button', { name: 'Send me this estimate' }));
    unsubscribe();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.services).toEqual(['Incorporation & Closure', 'Tax Filing', 'Crypto Accounting & Taxes']);
    expect(requests[0]!.details).toContain('Company: C corporation with US owners.');
    expect(requests[0]!.details).toContain('- FBAR reports, × 2: $200 per report × 2 = $400 (each year)');
    expect(requests[0]!.details).toContain('First year: from $8,037.');
    expect(requests[0]!.details).toMatch(/Estimate: http:\/\/127\.0\.0\.1:4173\/pricing\/estimate\?entity=c-corp&web3=basic&fbar=2$/);
  });

  it('shows the estimate a link in the earlier spelling holds, and rewrites its URL in today’s, other parameters kept', async () => {
    const location = renderAt('/pricing/estimate?entity=llc-multi&owner=foreign&utm_source=ad');
    expect(screen.getByRole('radio', { name: 'Multi-member LLC' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Foreign owners' })).toBeChecked();
    await waitFor(() => expect(location.search).toBe('?entity=multi-member-llc&owners=foreign&utm_source=ad'));
  });

  it('links to the compliance calendar with the company answers, as they change', async () => {
    const user = userEvent.setup();
    renderAt('/pricing/estimate?entity=c-corp');
    const link = screen.getByRole('link', { name: 'See your compliance deadlines' });
    expect(link).toHaveAttribute('href', '/resources/compliance-calendar?entity=c-corp&owners=us');
    await user.click(screen.getByRole('radio', { name: 'Foreign owners' }));
    expect(link).toHaveAttribute('href', '/resources/compliance-calendar?entity=c-corp&owners=foreign');
  });

  it('links back to the price tabs', () => {
    renderAt('/pricing/estimate');
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
  });
});
