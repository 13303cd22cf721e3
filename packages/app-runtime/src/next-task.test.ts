// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after a task queued before it, not in the same run of microtasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const waited = nextTask().then(() => order.push('after nextTask'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['queued task', 'after nextTask']);
  });
});
