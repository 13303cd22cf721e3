import { describe, expect, it } from 'vitest';
import { getOperatorClient, getPublicClient } from './clients';

describe('backend clients', () => {
  it('creates each client once, pointed at the configured backend', async () => {
    const visitor = await getPublicClient();
    expect(await getPublicClient()).toBe(visitor);
    expect((visitor as unknown as { supabaseUrl: string }).supabaseUrl).toBe('http://127.0.0.1:54321');
    const operator = await getOperatorClient();
    expect(operator).not.toBe(visitor);
  });
});
