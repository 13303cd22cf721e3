import { describe, expect, it } from 'vitest';
import { type BuildFacts, describeSkew, findSkew, isVersionSkew, kitAhead, skewRefusal, VersionSkewError } from './skew.mjs';

const build = (name: string, version: string, shared: Record<string, [string, string]>): BuildFacts => ({
  name,
  version,
  shared: Object.fromEntries(Object.entries(shared).map(([pkg, [v, range]]) => [pkg, { version: v, range }])),
});

const shell = build('shell', '1.2.0', {
  react: ['19.3.1', '^19.3.1'],
  '@staycompliant/query': ['1.0.0', '^1.0.0'],
  '@staycompliant/ui': ['1.4.2', '^1.4.2'],
});

describe('findSkew', () => {
  it('lets a remote built with the same versions through', () => {
    expect(findSkew(shell, { ...shell, name: 'mfe-pricing' })).toEqual([]);
  });

  it('refuses a remote whose React range the shell does not satisfy, naming both versions', () => {
    const remote = build('mfe-pricing', '0.4.0', { react: ['20.0.0', '^20.0.0'] });
    const [skew, ...rest] = findSkew(shell, remote);
    expect(rest).toEqual([]);
    expect(skew).toMatchObject({ package: 'react', hostVersion: '19.3.1', range: '^20.0.0', reason: 'range' });
    expect(describeSkew('pricing 0.4.0', skew!)).toBe(
      'pricing 0.4.0 accepts react ^20.0.0 (built with 20.0.0); the shell has react 19.3.1',
    );
  });

  it('lets an older patch of a framework through when the range accepts the host', () => {
    expect(findSkew(shell, build('r', '1.0.0', { react: ['19.2.0', '^19.2.0'] }))).toEqual([]);
    expect(findSkew(shell, build('r', '1.0.0', { react: ['19.4.0', '^19.4.0'] }))).toHaveLength(1);
  });

  it('serves a remote built with a newer or older kit minor from the shell’s kit, and notes the newer one', () => {
    const newer = build('r', '1.0.0', { '@staycompliant/ui': ['1.6.0', '^1.6.0'] });
    const older = build('r', '1.0.0', { '@staycompliant/ui': ['1.0.0', '^1.0.0'] });
    expect(findSkew(shell, newer)).toEqual([]);
    expect(findSkew(shell, older)).toEqual([]);
    expect(kitAhead(shell, newer)).toEqual({ package: '@staycompliant/ui', hostVersion: '1.4.2', builtWith: '1.6.0' });
    expect(kitAhead(shell, older)).toBeNull();
  });

  it('refuses a kit of another major, and of another minor while the kit is 0.x', () => {
    const [skew] = findSkew(shell, build('r', '1.0.0', { '@staycompliant/ui': ['2.0.0', '^2.0.0'] }));
    expect(skew?.reason).toBe('kit-line');
    expect(describeSkew('contact 2.0.0', skew!)).toContain('@staycompliant/ui 2.0.0');
    const zero = build('shell', '0.1.0', { '@staycompliant/ui': ['0.2.1', '^0.2.1'] });
    expect(findSkew(zero, build('r', '1.0.0', { '@staycompliant/ui': ['0.2.5', '^0.2.5'] }))).toEqual([]);
    expect(findSkew(zero, build('r', '1.0.0', { '@staycompliant/ui': ['0.3.0', '^0.3.0'] }))).toHaveLength(1);
  });

  it('reads tilde, comparator, alternative and exact ranges as npm semver does', () => {
    const host = build('shell', '1.2.0', { react: ['19.3.1', '^19.3.1'], 'react-router': ['7.18.5', '7.18.5'] });
    const accepts = (name: string, range: string) => findSkew(host, build('r', '1.0.0', { [name]: ['0.0.0', range] })).length === 0;
    expect(accepts('react', '~19.3.0')).toBe(true);
    expect(accepts('react', '~19.2.0')).toBe(false);
    expect(accepts('react', '>=18 <20')).toBe(true);
    expect(accepts('react', '>=18 <19.3.1')).toBe(false);
    expect(accepts('react', '^18.0.0 || ^19.0.0')).toBe(true);
    expect(accepts('react', '^17.0.0 || ^18.0.0')).toBe(false);
    expect(accepts('react-router', '7.18.5')).toBe(true);
    expect(accepts('react-router', '7.18.4')).toBe(false);
  });

  it('refuses a prerelease shell for a range that names no prerelease of its version, as npm semver and originjs do', () => {
    const on = (version: string) => build('shell', '1.2.0', { react: [version, `^${version}`] });
    const remote = (range: string) => build('r', '1.0.0', { react: ['19.2.0', range] });
    // compare-versions alone reads each of these by 19.2.0, 19.3.0 or 20.0.0 and would let it through.
    expect(findSkew(on('19.2.0-rc.1'), remote('^19.2.0'))).toMatchObject([{ reason: 'range' }]);
    expect(findSkew(on('19.3.0-rc.1'), remote('^19.2.0'))).toMatchObject([{ reason: 'range' }]);
    expect(findSkew(on('20.0.0-rc.1'), remote('>=18 <20'))).toMatchObject([{ reason: 'range' }]);
    expect(findSkew(on('19.3.0-rc.2'), remote('^19.3.0-rc.1'))).toEqual([]);
    expect(findSkew(on('19.3.0-rc.0'), remote('^19.3.0-rc.1'))).toHaveLength(1);
  });

  it('refuses a released shell for a remote whose range names a prerelease, unlike npm semver', () => {
    expect(findSkew(shell, build('r', '1.0.0', { react: ['19.3.0-rc.1', '^19.3.0-rc.1'] }))).toMatchObject([
      { hostVersion: '19.3.1', range: '^19.3.0-rc.1', reason: 'range' },
    ]);
  });

  it('refuses a remote whose range it cannot read instead of throwing', () => {
    for (const range of ['*', '19.x', '', 'workspace:^']) {
      expect(findSkew(shell, build('r', '1.0.0', { react: ['19.3.1', range] })), range).toMatchObject([{ reason: 'range' }]);
    }
  });

  it('orders prerelease kits before their release when it notes a newer kit', () => {
    const on = (version: string) => build('shell', '1.2.0', { '@staycompliant/ui': [version, `^${version}`] });
    expect(kitAhead(on('1.4.2'), on('1.5.0-next.0'))).toMatchObject({ builtWith: '1.5.0-next.0' });
    expect(kitAhead(on('1.5.0-next.1'), on('1.5.0'))).toMatchObject({ builtWith: '1.5.0' });
    expect(kitAhead(on('1.5.0'), on('1.5.0-next.1'))).toBeNull();
  });

  it('refuses a package the shell does not share', () => {
    const [skew] = findSkew(shell, build('r', '1.0.0', { sonner: ['2.0.8', '^2.0.8'] }));
    expect(skew).toMatchObject({ reason: 'missing', hostVersion: null });
    expect(describeSkew('r 1.0.0', skew!)).toContain('the shell does not share sonner');
  });
});

describe('skewRefusal', () => {
  it('is null for a remote the shell can serve', () => {
    expect(skewRefusal('pricing', shell, { ...shell, name: 'mfe-pricing' })).toBeNull();
  });

  it('names the remote, the shell by its version, and every skew, one line each', () => {
    const remote = build('mfe-pricing', '0.4.0', { react: ['20.0.0', '^20.0.0'], sonner: ['2.0.8', '^2.0.8'] });
    const refusal = skewRefusal('pricing', shell, remote);
    expect(isVersionSkew(refusal)).toBe(true);
    expect(refusal?.remote).toBe('pricing');
    expect(refusal?.lines).toEqual([
      'pricing 0.4.0 accepts react ^20.0.0 (built with 20.0.0); the shell (1.2.0) has react 19.3.1',
      'pricing 0.4.0 accepts sonner ^2.0.8 (built with 2.0.8); the shell (1.2.0) does not share sonner',
    ]);
    expect(refusal?.message).toBe(`pricing is not mounted: ${refusal?.lines.join('; ')}.`);
  });
});

describe('VersionSkewError', () => {
  it('is recognised by its mark, as a copy from another bundle would be', () => {
    const error = new VersionSkewError('pricing', ['one', 'two']);
    expect(error.message).toBe('pricing is not mounted: one; two.');
    expect(isVersionSkew(error)).toBe(true);
    expect(isVersionSkew({ versionSkew: true })).toBe(true);
    expect(isVersionSkew(new Error('x'))).toBe(false);
    expect(isVersionSkew(null)).toBe(false);
  });
});
