import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputsHash } from './build-inputs.mjs';

const root = join(import.meta.dirname, '..', '..');
const env = { PATH: process.env.PATH, SITE_PORT: '4173', BACKEND_PORT: '54321' };

describe("a build's inputs", () => {
  const pricing = join(root, 'mfe-pricing');
  const pricingHash = buildInputsHash(pricing, { app: true, env });

  it('hash the same when nothing changed', () => {
    expect(buildInputsHash(pricing, { app: true, env: { ...env } })).toBe(pricingHash);
  });

  it('of an app change with NODE_ENV, the mode it is built in', () => {
    expect(buildInputsHash(pricing, { app: true, env: { ...env, NODE_ENV: 'development' } })).not.toBe(pricingHash);
  });

  it.each([
    ['a VITE_ variable', { VITE_BRAND_NAME: 'Other Brand', VITE_SUPABASE_URL: 'https://other.example' }],
    ['another backend port', { BACKEND_PORT: '54361' }],
    ['another site port', { SITE_PORT: '4193' }],
  ])('of an app ignore %s: the site reads its environment at run time', (_, change) => {
    expect(buildInputsHash(pricing, { app: true, env: { ...env, ...change } })).toBe(pricingHash);
  });

  it('of a Node package ignore the ports and VITE_ variables, which it does not compile in', () => {
    const backend = join(root, 'packages', 'dev-backend');
    expect(buildInputsHash(backend, { app: false, env: { ...env, BACKEND_PORT: '54361', VITE_BRAND_NAME: 'x' } })).toBe(
      buildInputsHash(backend, { app: false, env }),
    );
  });

  it('differ between apps', () => {
    expect(buildInputsHash(join(root, 'shell'), { app: true, env })).not.toBe(pricingHash);
  });
});
