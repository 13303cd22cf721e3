// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { toFunnels } from './funnel-steps';

describe('toFunnels', () => {
  it('gives each step its share of step 1 and the drop-off from the step before, the contact funnel first', () => {
    const funnels = toFunnels([
      { funnel: 'estimate', step: 2, label: 'Sent an enquiry', visitors: 0 },
      { funnel: 'estimate', step: 1, label: 'Made an estimate', visitors: 0 },
      { funnel: 'contact', step: 3, label: 'Sent an enquiry', visitors: 8 },
      { funnel: 'contact', step: 1, label: 'Viewed a page', visitors: 200 },
      { funnel: 'contact', step: 2, label: 'Opened Contact us', visitors: 50 },
    ]);
    expect(funnels.map((funnel) => funnel.id)).toEqual(['contact', 'estimate']);
    expect(funnels[0]!.steps).toEqual([
      { step: 1, label: 'Viewed a page', visitors: 200, shareOfFirst: 1, dropped: 0, dropOff: undefined },
      { step: 2, label: 'Opened Contact us', visitors: 50, shareOfFirst: 0.25, dropped: 150, dropOff: 0.75 },
      { step: 3, label: 'Sent an enquiry', visitors: 8, shareOfFirst: 0.04, dropped: 42, dropOff: 0.84 },
    ]);
    // Nobody at step 1: no share and no drop-off to divide by.
    expect(funnels[1]!.steps.map((step) => [step.shareOfFirst, step.dropOff])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});
