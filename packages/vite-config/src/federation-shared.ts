import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The modules every app shares through federation, so that the site runs one copy of each.
 * originjs ignores `singleton`: one copy comes only from listing the same packages, at the same
 * versions (the pnpm catalog), in the shell and in every remote.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  '@staycompliant/router',
  '@tanstack/react-query',
  'sonner',
  // The kit: its core and each heavier part on its own, so a page loads only the parts it uses.
  '@staycompliant/ui',
  ...['dialog', 'menu', 'tooltip', 'tabs', 'accordion', 'carousel', 'forms', 'select', 'checkbox', 'toast'].map((part) => `@staycompliant/ui/${part}`),
] as const;

/**
 * The `shared` option for an app in `appDir`, with each version read from the installed package:
 * some packages (sonner) do not export their package.json, which originjs needs otherwise.
 */
export function sharedFor(appDir: string, names: readonly string[] = sharedSingletons) {
  return Object.fromEntries(
    names.map((name) => {
      // An entry point such as '@staycompliant/ui/dialog' has its package's version.
      const packageName = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
      const manifest = JSON.parse(readFileSync(join(appDir, 'node_modules', packageName, 'package.json'), 'utf8'));
      return [name, { version: manifest.version as string }];
    }),
  );
}
