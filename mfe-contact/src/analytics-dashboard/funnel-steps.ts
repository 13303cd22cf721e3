import type { FunnelStepRow } from './analytics-backend';

interface FunnelStep {
  step: number;
  label: string;
  visitors: number;
  /** Visitors of this step ÷ visitors of step 1 (1 for step 1); undefined when step 1 has none. */
  shareOfFirst: number | undefined;
  /** Visitors lost since the previous step (0 for step 1). */
  dropped: number;
  /** dropped ÷ visitors of the previous step; undefined for step 1, or when the previous step has none. */
  dropOff: number | undefined;
}

export interface Funnel {
  id: string;
  title: string;
  steps: FunnelStep[];
}

/** The two funnels of the analytics migration, in the order the page shows them. */
const funnelTitles: Record<string, string> = {
  contact: 'Page view → Contact us → enquiry',
  estimate: 'Estimate → enquiry',
};

function stepsOf(rows: readonly FunnelStepRow[]): FunnelStep[] {
  const sorted = [...rows].sort((a, b) => a.step - b.step);
  const first = sorted[0]?.visitors ?? 0;
  return sorted.map((row, index) => {
    const before = index === 0 ? undefined : sorted[index - 1]!.visitors;
    const dropped = before === undefined ? 0 : Math.max(0, before - row.visitors);
    return {
      step: row.step,
      label: row.label,
      visitors: row.visitors,
      shareOfFirst: first > 0 ? row.visitors / first : undefined,
      dropped,
      dropOff: before === undefined || before === 0 ? undefined : dropped / before,
    };
  });
}

/** The RPC's rows grouped into funnels, the known ones first, each with its steps' shares and drop-offs. */
export function toFunnels(rows: readonly FunnelStepRow[]): Funnel[] {
  const ids = [...new Set(rows.map((row) => row.funnel))];
  const known = Object.keys(funnelTitles);
  const rank = (id: string) => (known.includes(id) ? known.indexOf(id) : known.length);
  ids.sort((a, b) => rank(a) - rank(b));
  return ids.map((id) => ({ id, title: funnelTitles[id] ?? id, steps: stepsOf(rows.filter((row) => row.funnel === id)) }));
}
