import { describe, expect, it } from 'vitest';
import { createMinuteLog } from './minute-log.js';

describe('createMinuteLog', () => {
  it('writes the first line at once, holds the rest of the minute back, and counts them on the next line', () => {
    let now = 1_000_000;
    const lines: string[] = [];
    const log = createMinuteLog((line) => lines.push(line), { now: () => now });
    log('first');
    for (let n = 0; n < 1000; n += 1) log(`flood ${n}`);
    expect(lines).toEqual(['first']);
    now += 59_999;
    log('still within the minute');
    expect(lines).toHaveLength(1);
    now += 1;
    log('a minute on');
    expect(lines).toEqual(['first', 'a minute on (and 1001 more since the last line)']);
    now += 60_000;
    log('after a quiet minute');
    expect(lines.at(-1)).toBe('after a quiet minute');
  });

  it('keeps its own count apart from another log', () => {
    const lines: string[] = [];
    const one = createMinuteLog((line) => lines.push(`one: ${line}`));
    const other = createMinuteLog((line) => lines.push(`other: ${line}`));
    one('a');
    one('b');
    other('c');
    expect(lines).toEqual(['one: a', 'other: c']);
  });
});
