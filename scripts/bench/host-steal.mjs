// How much of the CPU the host gave to other machines while this one wanted it ("steal" in
// /proc/stat). On a shared virtual machine it comes and goes; while it lasts, every task of a page
// takes longer and a Lighthouse run measures the neighbours rather than the page.
import { readFileSync } from 'node:fs';

/** The machine's CPU time counters from the text of /proc/stat: steal and the total. */
export function parseCpuTimes(procStat) {
  const [, ...fields] = procStat.split('\n', 1)[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const counters = fields.slice(0, 8).map(Number);
  return { steal: counters[7] ?? 0, total: counters.reduce((sum, value) => sum + value, 0) };
}

/** The counters now, or null where there is no /proc/stat (not Linux). */
export function cpuTimes() {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The share (0-1) of CPU time stolen between two readings of `cpuTimes()`. */
export function stealShare(before, after) {
  if (!before || !after || after.total <= before.total) return 0;
  return (after.steal - before.steal) / (after.total - before.total);
}
