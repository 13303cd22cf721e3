import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultChoices } from './calendar-choices';
import { DeadlineItem, movedPast, reviewedOn } from './deadline-item';
import { deadlinesFor } from './due-dates';

describe('DeadlineItem', () => {
  it('says why a date moved, in words', () => {
    expect(movedPast(['Saturday', 'Sunday', 'DC Emancipation Day (observed)'])).toBe('the weekend and DC Emancipation Day (observed)');
    expect(movedPast(['Sunday'])).toBe('a Sunday');
    expect(movedPast(['DC Emancipation Day (observed)', 'Saturday', 'Sunday'])).toBe('the weekend and DC Emancipation Day (observed)');
  });

  it('shows the moved date, the date it was moved from, the authority and the source with its review date', () => {
    const form1120 = deadlinesFor({ ...defaultChoices(2023) }).find((deadline) => deadline.rule.id === 'form-1120')!;
    render(
      <ol>
        <DeadlineItem deadline={form1120} />
      </ol>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Form 1120 corporate income tax return (or Form 7004 to extend)');
    expect(screen.getByText('Tuesday, April 18, 2023')).toHaveAttribute('datetime', '2023-04-18');
    expect(screen.getByText('from Saturday, April 15, 2023, past the weekend and DC Emancipation Day (observed)')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('IRS (federal)');
    expect(screen.getByRole('link', { name: /Instructions for Form 1120/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('listitem')).toHaveTextContent(`last reviewed ${reviewedOn(form1120.rule.source.lastReviewed)}`);
  });

  it('marks a date that does not move when it falls on a day off', () => {
    const delaware = deadlinesFor({ ...defaultChoices(2025) }).find((deadline) => deadline.rule.id === 'delaware-franchise-tax')!;
    render(
      <ol>
        <DeadlineItem deadline={delaware} />
      </ol>,
    );
    expect(screen.getByText('Saturday, March 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('This date does not move: file by the business day before.');
  });
});
