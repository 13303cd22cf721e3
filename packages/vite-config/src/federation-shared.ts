import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const uiPackageJsonPath = new URL('../../ui/package.json', import.meta.url);

/**
 * The kit's JavaScript entry points, read from the `exports` map of its package.json: its core and
 * each heavier part on its own, so a page loads only the parts it uses. Adding an entry there is
 * all it takes to share it.
 */
export function kitEntryPoints(manifest: { name: string; exports: Record<string, unknown> }): string[] {
  return Object.entries(manifest.exports)
    .filter(([, target]) => {
      const file = typeof target === 'string' ? target : (target as { default?: string }).default;
      return typeof file === 'string' && file.startsWith('./src/') && /\.tsx?$/.test(file);
    })
    .map(([subpath]) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`));
}

/**
 * The modules every app shares through federation, so that the site runs one copy of each.
 * originjs ignores `singleton`: one copy comes only from listing the same packages, at the same
 * versions (the pnpm catalog), in the shell and in every remote.
 */
export const sharedSingletons: readonly string[] = [
  'react',
  'react-dom',
  '@staycompliant/router',
  '@staycompliant/query',
  'sonner',
  ...kitEntryPoints(JSON.parse(readFileSync(uiPackageJsonPath, 'utf8'))),
];

/** The package an entry point belongs to: '@staycompliant/ui/dialog' → '@staycompliant/ui'. */
export function packageOf(entryPoint: string): string {
  return entryPoint
    .split('/')
    .slice(0, entryPoint.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * The `shared` option for an app in `appDir`, with each version read from the installed package:
 * some packages (sonner) do not export their package.json, which originjs needs otherwise.
 */
export function sharedFor(appDir: string, names: readonly string[] = sharedSingletons) {
  return Object.fromEntries(
    names.map((name) => {
      const manifest = JSON.parse(readFileSync(join(appDir, 'node_modules', packageOf(name), 'package.json'), 'utf8'));
      return [name, { version: manifest.version as string }];
    }),
  );
}
