import { describe, expect, it } from 'vitest';
import { FailureLog } from './failure-log.ts';

describe('FailureLog', () => {
  it('writes at most one line a minute, with the count since the last and the last error', () => {
    let now = 0;
    const lines: string[] = [];
    const log = new FailureLog(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    log.record(new Error('first'));
    for (let n = 0; n < 1000; n += 1) log.record(new Error(`error ${n}`));
    expect(lines).toEqual(['analytics-collector: 1 request(s) failed since the last report; the last: first']);
    now = 60_000;
    log.record(new Error('later'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('analytics-collector: 1001 request(s) failed since the last report; the last: later');
  });
});
