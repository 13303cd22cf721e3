import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import { kitRelease } from './kit-release.ts';

const kit = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/ui');

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  // pseudo-states forces :hover, :focus-visible and :active, so the States stories show them in screenshots.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'storybook-addon-pseudo-states'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The props tables document the kit alone, typed by its own tsconfig. (Unset, docgen globbed every
    // .tsx under the root, apps included, and warned about .storybook/preview.tsx, which no project holds.)
    // Setting these options replaces Storybook's defaults, so the first three are its defaults again.
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
      tsconfigPath: path.join(kit, 'tsconfig.json'),
      include: [path.join(kit, 'src/**/*.tsx')],
      exclude: ['**/*.stories.tsx'],
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss(), react(), kitRelease(kit)],
      // Storybook's own runtime ships as chunks over Vite's 500 kB warning: the preview (about 1.3 MB),
      // the docs blocks (0.85 MB) and axe (0.7 MB). They are served to designers and story tests, never
      // to the site's visitors, whose bundles have budgets of their own (npm run bench).
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
