import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// Every story of the kit as a test in Debian's Chromium: render, play function, axe, screenshot.
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(here, '../../.storybook') })],
  // Baselines are written beside the stories; the Storybook config lives at the repository root.
  server: { fs: { allow: [path.join(here, '../..')] } },
  test: {
    name: 'stories',
    setupFiles: [path.join(here, '../../.storybook/vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      // One page at a time: the screenshots are compared to the pixel, and a page sharing the CPU with
      // another rendered a one-pixel difference. Not `maxWorkers: 1`, which Vitest runs after every other
      // project (a group of its own): this way the one page runs beside the Node projects' workers.
      fileParallelism: false,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--font-render-hinting=none'],
        },
        // Also turns carousel autoplay off, so slides stay put for screenshots.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      // The Storybook plugin turns file writes off unless asked; screenshots need them (local-only server).
      api: { host: '127.0.0.1', allowWrite: true, allowExec: false },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A one-step Tailwind colour change slipped through at 0.1; 0.05 with 0 pixels caught it (docs/architecture/development.md, "Versions known to work together").
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 0 },
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
        },
      },
    },
  },
});
