// @vitest-environment node

import type { BuildFacts } from '@staycompliant/version-skew';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchingCompatibilityCheck } from './remote-compatibility';

const shell: BuildFacts = {
  name: 'shell',
  version: '0.2.0',
  shared: { react: { version: '19.3.1', range: '^19.3.1' }, '@staycompliant/ui': { version: '1.0.0', range: '^1.0.0' } },
};
const entry = 'https://site.example/remotes/pricing/0.4.0/remoteEntry.js';

function answering(...responses: (BuildFacts | number)[]) {
  return vi.fn(async (_url: string) => {
    const next = responses.shift() ?? 500;
    return typeof next === 'number' ? new Response('', { status: next }) : Response.json(next);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the shell’s check of a remote’s build facts', () => {
  it('reads the build facts beside remoteEntry.js and lets a remote of the same versions and a newer kit minor through', async () => {
    const fetchJson = answering({
      name: 'mfe-pricing',
      version: '0.4.0',
      shared: { react: { version: '19.3.1', range: '^19.3.1' }, '@staycompliant/ui': { version: '1.2.0', range: '^1.2.0' } },
    });
    await expect(createFetchingCompatibilityCheck(shell, fetchJson)('pricing', entry)).resolves.toBeUndefined();
    expect(fetchJson).toHaveBeenCalledWith('https://site.example/remotes/pricing/0.4.0/build-manifest.json');
  });

  it('refuses a remote whose React range it does not satisfy, naming both versions once, and asks no more', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchJson = answering({ name: 'mfe-pricing', version: '0.4.0', shared: { react: { version: '20.0.0', range: '^20.0.0' } } });
    const check = createFetchingCompatibilityCheck(shell, fetchJson);
    const expected = 'pricing is not mounted: pricing 0.4.0 accepts react ^20.0.0 (built with 20.0.0); the shell (0.2.0) has react 19.3.1.';
    await expect(check('pricing', entry)).rejects.toMatchObject({ versionSkew: true, message: expected });
    await expect(check('pricing', entry)).rejects.toMatchObject({ versionSkew: true });
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls).toEqual([[expected]]);
  });

  it('mounts a build older than build facts (404) with a warning', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(createFetchingCompatibilityCheck(shell, answering(404))('pricing', entry)).resolves.toBeUndefined();
    expect(warned).toHaveBeenCalledOnce();
  });

  it('forgets build facts that did not come, so that Retry asks again', async () => {
    const fetchJson = answering(503, shell);
    const check = createFetchingCompatibilityCheck(shell, fetchJson);
    await expect(check('pricing', entry)).rejects.toThrow("pricing's build-manifest.json answered 503");
    await expect(check('pricing', entry)).resolves.toBeUndefined();
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });
});
