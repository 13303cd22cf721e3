import { describe, expect, it } from 'vitest';
import { checkRelease } from './release-check.mjs';

const buildFacts = (name: string, version: string, shared: Record<string, [string, string]>) => ({
  name,
  version,
  shared: Object.fromEntries(Object.entries(shared).map(([pkg, [v, range]]) => [pkg, { version: v, range }])),
});
const shell = buildFacts('shell', '0.2.0', { react: ['19.3.1', '^19.3.1'], '@staycompliant/ui': ['1.0.0', '^1.0.0'] });

describe('the release check', () => {
  it('passes an environment whose remotes the shell can serve', () => {
    const pricing = buildFacts('mfe-pricing', '0.3.0', { react: ['19.3.1', '^19.3.1'], '@staycompliant/ui': ['1.0.0', '^1.0.0'] });
    expect(checkRelease({ shell, remotes: { pricing } })).toEqual({ refusals: [], notes: [] });
  });

  it('refuses in one line each package a remote needs and the shell does not satisfy', () => {
    const pricing = buildFacts('mfe-pricing', '0.4.0', { react: ['20.0.0', '^20.0.0'], '@staycompliant/ui': ['2.0.0', '^2.0.0'] });
    expect(checkRelease({ shell, remotes: { pricing } }).refusals).toEqual([
      'pricing 0.4.0 accepts react ^20.0.0 (built with 20.0.0); the shell (0.2.0) has react 19.3.1',
      'pricing 0.4.0 was built with @staycompliant/ui 2.0.0 (accepts ^2.0.0); the shell (0.2.0) has @staycompliant/ui 1.0.0, another major version',
    ]);
  });

  it('notes a remote built with a newer kit minor, which the shell’s kit serves', () => {
    const pricing = buildFacts('mfe-pricing', '0.3.0', { '@staycompliant/ui': ['1.1.0', '^1.1.0'] });
    const { refusals, notes } = checkRelease({ shell, remotes: { pricing } });
    expect(refusals).toEqual([]);
    expect(notes).toEqual([
      'pricing 0.3.0 was built with @staycompliant/ui 1.1.0; the shell (0.2.0) has 1.0.0, whose components it gets: it must not need what 1.1.0 added until the shell has it',
    ]);
  });

  it('refuses an environment with no shell, and notes a remote with no build facts', () => {
    expect(checkRelease({ shell: null, remotes: {} }).refusals).toEqual(['the environment has no shell to check the remotes against']);
    expect(checkRelease({ shell, remotes: { pricing: null } }).notes).toEqual(['pricing has no build-manifest.json: it is not checked']);
  });
});
