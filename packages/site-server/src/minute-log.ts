/**
 * A log that writes at most one line a minute, so a flood (an attacker's requests, an upstream that
 * is down) costs the log one line a minute and not one per event: the first event after a quiet
 * minute is written at once, and the ones held back meanwhile are counted on the next line written.
 * The collector's Deno function keeps its own (supabase/functions/analytics-collector/failure-log.ts):
 * a deployed function imports nothing from outside supabase/functions.
 */
export function createMinuteLog(
  write: (line: string) => void,
  { intervalMs = 60_000, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): (line: string) => void {
  let writtenAt = Number.NEGATIVE_INFINITY;
  let held = 0;
  return (line) => {
    if (now() - writtenAt < intervalMs) {
      held += 1;
      return;
    }
    write(held > 0 ? `${line} (and ${held} more since the last line)` : line);
    writtenAt = now();
    held = 0;
  };
}
