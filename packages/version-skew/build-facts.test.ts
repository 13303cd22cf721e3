import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFactsOf, rangeOf, readBuildFacts } from './build-facts.mjs';

describe('rangeOf', () => {
  const context = { installedVersion: '1.4.2', catalogs: { default: '^19.3.1', react18: '^18.3.0' } };
  it('reads pnpm’s protocols as pnpm publishes them', () => {
    expect(rangeOf('catalog:', context)).toBe('^19.3.1');
    expect(rangeOf('catalog:react18', context)).toBe('^18.3.0');
    expect(rangeOf('workspace:^', context)).toBe('^1.4.2');
    expect(rangeOf('workspace:~', context)).toBe('~1.4.2');
    expect(rangeOf('workspace:*', context)).toBe('1.4.2');
    expect(rangeOf('workspace:>=1.0.0', context)).toBe('>=1.0.0');
    expect(rangeOf('^2.0.0', context)).toBe('^2.0.0');
  });
});

function workspaceWith(app: object, installed: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'build-facts-'));
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: [app]\ncatalog:\n  react: ^19.3.1\n');
  const appDir = join(root, 'app');
  for (const [name, version] of Object.entries(installed)) {
    mkdirSync(join(appDir, 'node_modules', name), { recursive: true });
    writeFileSync(join(appDir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  writeFileSync(join(appDir, 'package.json'), JSON.stringify(app));
  return appDir;
}

describe('buildFactsOf', () => {
  it('names the app’s version and each shared package’s exact version and accepted range', () => {
    const appDir = workspaceWith(
      { name: 'mfe-pricing', version: '0.3.0', dependencies: { react: 'catalog:', '@staycompliant/ui': 'workspace:^' } },
      { react: '19.3.1', '@staycompliant/ui': '1.4.2' },
    );
    expect(buildFactsOf(appDir, ['react', '@staycompliant/ui'])).toEqual({
      name: 'mfe-pricing',
      version: '0.3.0',
      shared: { react: { version: '19.3.1', range: '^19.3.1' }, '@staycompliant/ui': { version: '1.4.2', range: '^1.4.2' } },
    });
    expect(readBuildFacts(appDir)).toBeNull();
  });

  it('fails the build when the app shares a package it does not list', () => {
    const appDir = workspaceWith({ name: 'mfe-x', version: '1.0.0', dependencies: {} }, { react: '19.3.1' });
    expect(() => buildFactsOf(appDir, ['react'])).toThrow('mfe-x shares react, but its package.json does not list it');
  });
});
