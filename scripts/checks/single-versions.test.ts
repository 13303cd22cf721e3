// Federation shares these at run time; two versions in the lockfile would mean two copies in the
// browser (two Reacts break hooks, two sonners lose toasts, two kits drift apart).
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageOf, sharedPackages, sharedSingletons } from '../../packages/vite-config/src/index';

// The packages behind the federation's shared list, and the libraries the workspace wrappers
// re-export: react-router (@staycompliant/router) and @tanstack/react-query (@staycompliant/query),
// as one shared wrapper needs one copy of its library.
const SINGLETONS = [...sharedPackages, 'react-router', '@tanstack/react-query'];

type Dependency = { specifier: string; version: string };
type Importer = Partial<Record<'dependencies' | 'devDependencies' | 'optionalDependencies', Record<string, Dependency>>>;
type Lockfile = { importers?: Record<string, Importer>; packages?: Record<string, unknown> };

/** "@scope/name@1.2.3" → ["@scope/name", "1.2.3"] (the first "@" of a scoped name is not the separator). */
function splitPackageKey(key: string): [string, string] {
  const at = key.indexOf('@', 1);
  return [key.slice(0, at), key.slice(at + 1)];
}

/** Every version (or workspace link) each singleton resolves to, anywhere in the lockfile. */
function resolvedVersions(lockfile: Lockfile, names = SINGLETONS): Map<string, Set<string>> {
  const found = new Map(names.map((name) => [name, new Set<string>()]));
  for (const key of Object.keys(lockfile.packages ?? {})) {
    const [name, version] = splitPackageKey(key);
    found.get(name)?.add(version);
  }
  for (const [importerPath, importer] of Object.entries(lockfile.importers ?? {})) {
    for (const group of [importer.dependencies, importer.devDependencies, importer.optionalDependencies]) {
      for (const [name, dependency] of Object.entries(group ?? {})) {
        // "19.3.1(react@19.3.1)": the part in brackets names peers, not another version.
        const version = dependency.version.replace(/\(.*$/, '');
        // A workspace link is relative to its importer: "link:ui" from packages/app-runtime is packages/ui.
        found.get(name)?.add(version.startsWith('link:') ? `link:${posix.join(importerPath, version.slice(5))}` : version);
      }
    }
  }
  return found;
}

function duplicates(lockfile: Lockfile) {
  return [...resolvedVersions(lockfile)]
    .filter(([, versions]) => versions.size > 1)
    .map(([name, versions]) => `${name}: ${[...versions].join(', ')}`);
}

describe('pnpm-lock.yaml', () => {
  it('resolves every federation singleton to one version', () => {
    const lockfile = parse(readFileSync(fileURLToPath(new URL('../../pnpm-lock.yaml', import.meta.url)), 'utf8')) as Lockfile;
    expect(duplicates(lockfile)).toEqual([]);
  });

  it('catches two versions of React and a registry copy of the kit', () => {
    const lockfile: Lockfile = {
      importers: {
        shell: {
          dependencies: {
            react: { specifier: 'catalog:', version: '19.3.1' },
            '@staycompliant/ui': { specifier: 'workspace:*', version: 'link:../packages/ui' },
          },
        },
        'mfe-pricing': { dependencies: { '@staycompliant/ui': { specifier: '0.1.0', version: '0.1.0' } } },
      },
      packages: { 'react@19.3.1': {}, 'react@18.3.1': {}, 'react-dom@19.3.1': {}, '@tanstack/react-query@5.108.0': {} },
    };
    expect(duplicates(lockfile)).toEqual(['react: 19.3.1, 18.3.1', '@staycompliant/ui: link:packages/ui, 0.1.0']);
  });
});

describe('the federation shared list', () => {
  it("holds the kit's core and every part of src/entries, as its package.json exports them", () => {
    const entriesDir = fileURLToPath(new URL('../../packages/ui/src/entries', import.meta.url));
    const parts = readdirSync(entriesDir).map((file) => `@staycompliant/ui/${file.replace(/\.ts$/, '')}`);
    const kit = sharedSingletons.filter((name) => packageOf(name) === '@staycompliant/ui');
    expect(parts.length).toBeGreaterThan(5);
    expect([...kit].sort()).toEqual(['@staycompliant/ui', ...parts].sort());
  });
});
